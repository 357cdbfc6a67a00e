import type { ComponentType } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { sitePaths } from 'shared-contracts/site-config';
import { pagePaths, pages, type ExposedName, type Page } from 'shared-contracts/site-manifest';
import ArtworkEditorScreen from '../artworks/ArtworkEditorScreen';
import BackupsScreen from '../backups/BackupsScreen';
import StudioScreen from '../artworks/StudioScreen';
import ChangesScreen from '../changes/ChangesScreen';
import LetterScreen from '../list/LetterScreen';
import ListScreen from '../list/ListScreen';
import MessageScreen from '../messages/MessageScreen';
import MessagesScreen from '../messages/MessagesScreen';
import OffersScreen from '../offers/OffersScreen';
import OrderScreen from '../orders/OrderScreen';
import OrdersScreen from '../orders/OrdersScreen';
import OutboxScreen from '../outbox/OutboxScreen';
import PasskeysScreen from '../passkeys/PasskeysScreen';
import ProjectScreen from '../projects/ProjectScreen';
import ProposalScreen from '../proposals/ProposalScreen';
import ProposalsScreen from '../proposals/ProposalsScreen';
import ProjectsScreen from '../projects/ProjectsScreen';
import EnrolScreen from '../sign-in/EnrolScreen';
import SiteHealthScreen from '../site-health/SiteHealthScreen';
import SitePicturesScreen from '../site-pictures/SitePicturesScreen';
import SiteScreen from '../site/SiteScreen';
import ToShipScreen from '../to-ship/ToShipScreen';
import TodayScreen from '../today/TodayScreen';

/** Each screen the studio exposes; the compiler asks for one per name in the site manifest. */
const screens: Record<ExposedName<'studio'>, ComponentType> = {
  Today: TodayScreen,
  Studio: StudioScreen,
  Enrol: EnrolScreen,
  ArtworkEditor: ArtworkEditorScreen,
  Passkeys: PasskeysScreen,
  SitePictures: SitePicturesScreen,
  Site: SiteScreen,
  Changes: ChangesScreen,
  Backups: BackupsScreen,
  SiteHealth: SiteHealthScreen,
  ToShip: ToShipScreen,
  Orders: OrdersScreen,
  Order: OrderScreen,
  Messages: MessagesScreen,
  Message: MessageScreen,
  Proposals: ProposalsScreen,
  Proposal: ProposalScreen,
  Projects: ProjectsScreen,
  Project: ProjectScreen,
  List: ListScreen,
  Letter: LetterScreen,
  Outbox: OutboxScreen,
  Offers: OffersScreen,
};

/** The studio's addresses, as the site manifest gives them, each with its screen. */
const studioRoutes = pages.flatMap((page: Page) => {
  const { screen } = page;
  if (!('remote' in screen) || screen.remote !== 'studio') return [];
  const Screen = screens[screen.exposed];
  return pagePaths(page).map((path) => ({ path, Screen }));
});

/** The studio on its own page, so its team can work without the shell. */
export function Standalone() {
  return (
    <BrowserRouter>
      <header className="container">
        <p>
          Studio module, standalone: <Link to={sitePaths.studio}>the studio</Link>
        </p>
      </header>
      <main data-boundary="studio">
        <Routes>
          {studioRoutes.map(({ path, Screen }) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
          <Route path="*" element={<TodayScreen />} />
        </Routes>
      </main>
    </BrowserRouter>
  );
}
