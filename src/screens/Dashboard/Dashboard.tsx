import { Navigate } from 'react-router-dom';
import { useSession } from '../../state/session';
import { DashboardTopBar } from './DashboardTopBar';
import * as styles from './Dashboard.css';

/** The main screen. A member whose profile is incomplete is sent to the profile setup first. */
export default function Dashboard() {
  const profileCompleted = useSession((state) => state.user?.profileCompleted ?? false);
  if (!profileCompleted) return <Navigate to="/profile-setup" replace />;
  return (
    <>
      <DashboardTopBar />
      <main className={styles.main}>
        <h1 className={styles.title}>Dashboard</h1>
      </main>
    </>
  );
}
