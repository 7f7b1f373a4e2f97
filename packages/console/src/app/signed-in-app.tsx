import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { lazyComponent } from './lazy-component';
import { MenuConfGate } from './menu-conf-gate';
import { NotAvailable } from './not-available';
import { NotFoundPage } from './not-found-page';
import { SectionIndex } from './section-index';
import { sections, type SectionDef, type TabDef } from './sections';
import { AppLayout } from './shell/app-layout';
import { TabGate } from './tab-gate';

// One promise, for root-layout.tsx's homeReady (see signedInApp there).
let homeModule: Promise<typeof import('../sections/home/home-page')> | undefined;
export const homePage = () => (homeModule ??= import('../sections/home/home-page'));
const HomePage = lazyComponent(() => homePage().then((m) => m.HomePage));
// DESIGN budgets: the tab strip and its CSS are not part of the home page's first paint.
const SectionPage = lazyComponent(() => import('./shell/section-page').then((m) => m.SectionPage));

function tabRoute(tab: TabDef): RouteObject {
  const Page = tab.page ? lazyComponent(tab.page) : NotAvailable;
  return {
    path: tab.path,
    element: (
      <TabGate tab={tab}>
        <Page />
      </TabGate>
    ),
  };
}

function sectionRoute(section: SectionDef): RouteObject {
  return {
    path: section.id,
    element: <SectionPage section={section} />,
    children: [{ index: true, element: <SectionIndex section={section} /> }, ...section.tabs.map(tabRoute)],
  };
}

/** Spec 2's route table behind sign-in (each section lazy, each tab its own chunk). */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      children: [
        { index: true, element: <Navigate to="/home" replace /> },
        { path: 'home', element: <HomePage /> },
        ...sections.map(sectionRoute),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

const routes = createRoutes();

/** The signed-in console; every screen in it needs menu_conf.json, so it waits for it. */
export function SignedInApp() {
  const element = useRoutes(routes);
  return <MenuConfGate>{element}</MenuConfGate>;
}
