import { BrowserRouter, NavLink, Route, Routes } from 'react-router';
import { subscribe } from 'shared-contracts/events';
import { sitePaths } from 'shared-contracts/site-config';
import AboutScreen from '../about/AboutScreen';
import ContactScreen from '../contact/ContactScreen';
import CustomPaintingsScreen from '../custom-paintings/CustomPaintingsScreen';
import FineArtScreen from '../fine-art/FineArtScreen';
import HomeScreen from '../home/HomeScreen';
import FaqScreen from '../policies/FaqScreen';
import PrivacyScreen from '../policies/PrivacyScreen';
import ShippingReturnsScreen from '../policies/ShippingReturnsScreen';
import TermsScreen from '../policies/TermsScreen';
import PrintsScreen from '../prints/PrintsScreen';

const screens = [
  { path: sitePaths.home, label: 'Home', element: <HomeScreen /> },
  { path: sitePaths.meetArtist, label: 'About', element: <AboutScreen /> },
  { path: sitePaths.fineArt, label: 'Fine Art', element: <FineArtScreen /> },
  { path: sitePaths.prints, label: 'Prints', element: <PrintsScreen /> },
  { path: sitePaths.customPaintings, label: 'Custom Paintings', element: <CustomPaintingsScreen /> },
  { path: sitePaths.contact, label: 'Contact', element: <ContactScreen /> },
  { path: sitePaths.shippingReturns, label: 'Shipping & Returns', element: <ShippingReturnsScreen /> },
  { path: sitePaths.privacy, label: 'Privacy', element: <PrivacyScreen /> },
  { path: sitePaths.terms, label: 'Terms', element: <TermsScreen /> },
  { path: sitePaths.faq, label: 'FAQ', element: <FaqScreen /> },
];

// Without the shell there is no toast area; notifications go to the console.
subscribe('toast:show', (toast) => console.info('[toast]', toast.title, toast.description ?? ''));

/** The portfolio on its own page, so its team can work without the shell. */
export function Standalone() {
  return (
    <BrowserRouter>
      <header className="container">
        <p>Portfolio module, standalone</p>
        <nav aria-label="Portfolio screens">
          {screens.map(({ path, label }) => (
            <NavLink key={path} to={path} style={{ marginRight: '1rem' }}>
              {label}
            </NavLink>
          ))}
        </nav>
      </header>
      <main data-boundary="portfolio">
        <Routes>
          {screens.map(({ path, element }) => (
            <Route key={path} path={path} element={element} />
          ))}
          <Route path="*" element={<p className="container">This page belongs to another module.</p>} />
        </Routes>
      </main>
    </BrowserRouter>
  );
}
