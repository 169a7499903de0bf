// The shell: §2.1 routes, the error boundary of §2.7, the snackbar host and the message listener.
import { Suspense } from 'react';
import type { ComponentType } from 'react';
import { Redirect, Route, Switch, useSearch } from 'wouter';
import { ErrorBoundary } from '../features/errors/ErrorBoundary';
import { SnackbarHost } from '../ui/Snackbar';
import { CompanyGate } from './CompanyGate';
import { GoToProductsListener } from './GoToProductsListener';
import { MainSkipLink } from './MainSkipLink';
import { PageSkeleton } from './PageSkeleton';
import { RouteFocus } from './RouteFocus';
import { RouteSnackbar } from './RouteSnackbar';
import {
  AdminPage,
  CartPage,
  HealthPage,
  InfoPage,
  KitchenPage,
  LandingPage,
  ProductsPage,
  TabPage,
  TrackingPage,
} from './pages';
import { withQuery } from './query-string';
import './global.css';

function gated(Page: ComponentType) {
  return function GatedPage() {
    return (
      <CompanyGate>
        <Page />
      </CompanyGate>
    );
  };
}

const GatedLanding = gated(LandingPage);
const GatedProducts = gated(ProductsPage);
const GatedCart = gated(CartPage);
const GatedInfo = gated(InfoPage);
const GatedTracking = gated(TrackingPage);
const GatedTab = gated(TabPage);

/** §2.1 "any other path redirects to /", keeping the query string. */
function RedirectHome() {
  const search = useSearch();
  return <Redirect to={withQuery('/', search)} replace />;
}

export function App() {
  return (
    <ErrorBoundary>
      <MainSkipLink />
      <GoToProductsListener />
      <RouteFocus />
      <RouteSnackbar />
      <Suspense fallback={<PageSkeleton />}>
        <Switch>
          <Route path="/" component={GatedLanding} />
          <Route path="/products" component={GatedProducts} />
          <Route path="/cart" component={GatedCart} />
          <Route path="/info" component={GatedInfo} />
          <Route path="/tracking" component={GatedTracking} />
          <Route path="/tab" component={GatedTab} />
          {/* §2.2: start-up is skipped on /health. */}
          <Route path="/health" component={HealthPage} />
          {/* Staff board: boots only the company and its language (no visit count, no client). */}
          <Route path="/kitchen" component={KitchenPage} />
          {/* The owner's back office (issue [11/13]): boots like the kitchen; sections by ?section=. */}
          <Route path="/admin" component={AdminPage} />
          <Route component={RedirectHome} />
        </Switch>
      </Suspense>
      <SnackbarHost />
    </ErrorBoundary>
  );
}
