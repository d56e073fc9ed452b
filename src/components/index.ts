/*
 * The components' public entry: what the app's screens import and the package `@beeglobal/ui`
 * exports. Not here: the Demo panel (the mock modes' only) and the loader of the deferred overlays
 * (src/components/overlays/), the app's own.
 */

// What the components need around them.
export {
  BeeGlobalProvider,
  type BeeGlobalProviderProps,
} from './BeeGlobalProvider/BeeGlobalProvider';
export type { LinkComponent, LinkComponentProps } from './BeeGlobalProvider/context';
export { THEMES, THEME_CHOICES, type ThemeChoice, type ThemeName } from '../styles/themeNames';
export { LOCALES, type Language } from '../i18n/locales';

// The API's shapes the components' props take (the contract's types).
export type {
  Comment,
  Conversation,
  CreatePostRequest,
  DiscoverProfile,
  FeedPost,
  Message,
  NewMatchEvent,
} from '../contract/types';
export type { CulturalEvent, RsvpStatus } from '../contract/events';

// The components, A to Z.
export { Attendance, type AttendanceProps } from './Attendance/Attendance';
export { Avatar, type AvatarProps } from './Avatar/Avatar';
export { Badge, type BadgeProps } from './Badge/Badge';
export { BottomBar, type BottomBarItem, type BottomBarProps } from './BottomBar/BottomBar';
export { Button, ButtonLink, type ButtonLinkProps, type ButtonProps } from './Button/Button';
export { Card, type CardProps } from './Card/Card';
export { ChatComposer, type ChatComposerProps } from './ChatComposer/ChatComposer';
export { ChatThread, type ChatThreadProps, type PendingMessage } from './ChatThread/ChatThread';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox';
export { ChoiceChip, type ChoiceChipProps } from './ChoiceChip/ChoiceChip';
export { ChoiceGroup, type ChoiceGroupProps, type ChoiceOption } from './ChoiceGroup/ChoiceGroup';
export { CommentsPanel, type CommentsPanelProps } from './CommentsPanel/CommentsPanel';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog';
export { ConversationList, type ConversationListProps } from './ConversationList/ConversationList';
export {
  ConversationStarters,
  type ConversationStartersProps,
} from './ConversationStarters/ConversationStarters';
export { CreatePostDialog, type CreatePostDialogProps } from './CreatePostDialog/CreatePostDialog';
export { Dialog, type DialogProps } from './Dialog/Dialog';
export {
  EditProfileDialog,
  type EditProfileDialogProps,
} from './EditProfileDialog/EditProfileDialog';
export { EmptyState, type EmptyStateProps } from './EmptyState/EmptyState';
export { EventCard, type EventCardProps } from './EventCard/EventCard';
export { ThemeBadge, type ThemeBadgeProps } from './EventCard/ThemeBadge';
export { Field, type FieldProps } from './Field/Field';
export { FieldError, type FieldErrorProps } from './Field/FieldError';
export { Link, type LinkProps } from './Link/Link';
export { Logo, type LogoProps } from './Logo/Logo';
export { MatchDialog, type MatchDialogProps } from './MatchDialog/MatchDialog';
export { Menu, type MenuChoice, type MenuEntry, type MenuProps } from './Menu/Menu';
export { LazyMenu } from './Menu/LazyMenu';
export { PageHeader, type PageHeaderProps } from './PageHeader/PageHeader';
export { PhotoPicker, type PhotoPickerProps } from './PhotoPicker/PhotoPicker';
export { Picture, type PictureProps } from './Picture/Picture';
export { PlanCard, type PlanCardProps } from './PlanCard/PlanCard';
export { PostBody, type PostBodyProps } from './PostBody/PostBody';
export { PostCard, type PostCardProps } from './PostCard/PostCard';
export { PreferenceSelect, type PreferenceSelectProps } from './PreferenceSelect/PreferenceSelect';
export { PremiumBadge } from './PremiumBadge/PremiumBadge';
export { ProfilePostCard, type ProfilePostCardProps } from './ProfilePostCard/ProfilePostCard';
export { ProgressBar, type ProgressBarProps } from './ProgressBar/ProgressBar';
export { RsvpActions, type RsvpActionsProps } from './RsvpActions/RsvpActions';
export { Select, type SelectProps } from './Select/Select';
export { Skeleton, type SkeletonProps } from './Skeleton/Skeleton';
export { SwipeCard, SwipeCardLoading, type SwipeCardProps } from './SwipeCard/SwipeCard';
export {
  SwipeStack,
  SwipeStackLoading,
  type SwipeAction,
  type SwipeStackHandle,
  type SwipeStackProps,
} from './SwipeStack/SwipeStack';
export { Tabs, type TabItem, type TabsProps } from './Tabs/Tabs';
export { TextArea, type TextAreaProps } from './TextArea/TextArea';
export { TextField, type TextFieldProps } from './TextField/TextField';
export { ThemeScript, themeScript, type ThemeScriptProps } from './ThemeScript/ThemeScript';
export { TimeAgo, type TimeAgoProps } from './TimeAgo/TimeAgo';
export { Toaster, type ToasterProps } from './Toaster/Toaster';
export { notify } from './Toaster/notify';
export { UnreadBadge, type UnreadBadgeProps } from './UnreadBadge/UnreadBadge';

// The helpers the components' props speak in: a screen builds their values with these.
export { attendanceLevel, isFull, type AttendanceLevel } from './Attendance/attendance';
/** A button's look for another element (a router's link drawn as a button, say). */
export { button } from './Button/Button.css';
/** The room the phone's bottom bar takes at the foot of a page. */
export { clearance } from './BottomBar/BottomBar.css';
/** A text field's look for another control (a card number's input, say). */
export { control } from './Field/Field.css';
export { bindText, type FormPart } from './Field/formBinding';
export { POST_KINDS, type PostKind } from './CreatePostDialog/postDraft';
export { draftOf, type ProfileDraft } from './EditProfileDialog/profileDraft';
export { eventCardId } from './EventCard/EventCard';
export { eventDay, eventPrice, eventTime } from './EventCard/eventFacts';
export { postKind, type ProfilePost } from './ProfilePostCard/postFacts';
export { respond, rsvpChoices } from './RsvpActions/rsvp';
