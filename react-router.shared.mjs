// The part of React Router the site uses, shared once across the host and the remotes
// (webpack.common.js). A shared module is shipped whole, since the federation cannot know which
// of its exports the other apps use, and the whole of react-router is 66 kB gzipped; through
// this module the build keeps only what is named here. Lint refuses an app's import of any
// other name from 'react-router' until it is added here.
export {
  BrowserRouter,
  Link,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  ScrollRestoration,
  createBrowserRouter,
  useLocation,
  useMatches,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-package';
