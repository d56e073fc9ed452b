import { Picture } from '../Picture/Picture';
import * as styles from './PostBody.css';

export type PostBodyProps = {
  /** The title's id, for the card around it to be named (or a button described) by it. */
  titleId: string;
  /** The post's title, as its heading. */
  title: string;
  /** The post's text. */
  content: string;
  /** The post's picture; null for a text-only post. */
  image: string | null;
};

/** What a post says, wherever it is shown: its title, its text, and its picture if it has one. */
export function PostBody({ titleId, title, content, image }: PostBodyProps) {
  return (
    <div className={styles.body}>
      <h3 id={titleId} className={styles.title} dir="auto">
        {title}
      </h3>
      <p className={styles.content} dir="auto">
        {content}
      </p>
      {image !== null && (
        <div className={styles.picture}>
          <Picture src={image} alt="" />
        </div>
      )}
    </div>
  );
}
