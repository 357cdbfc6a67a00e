import { AboutSection } from './AboutSection';

/** The about section alone under the navigation bar. */
export default function AboutScreen() {
  return <AboutSection headingLevel={1} />;
}
