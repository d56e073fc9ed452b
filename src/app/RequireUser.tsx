import { Navigate, Outlet } from 'react-router';
import { paths } from '../paths';
import { useSession } from '../state/session';

/** Every screen after signup needs a stored user; without one the member goes to /auth. */
export function RequireUser() {
  const signedIn = useSession((state) => state.user !== null);
  return signedIn ? <Outlet /> : <Navigate to={paths.auth} replace />;
}

export default RequireUser;
