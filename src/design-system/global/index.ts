/** Global styles and fonts: import once, from the app's entry and Storybook's preview. */
/* oxlint-disable import/no-unassigned-import -- global styles are imported for their side effect */
import './fonts';
import './reset.css';
