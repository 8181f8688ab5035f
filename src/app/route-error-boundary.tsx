import { Component, type ReactNode } from 'react';
import type { Location } from 'react-router';
import ErrorScreen from '../features/system/error-screen';

interface Props {
  /** The location shown: a move elsewhere (back, or a link that still works) renders the routes again. */
  location: Location;
  children: ReactNode;
}

type State = { location: Location } & ({ failed: false } | { failed: true; error: unknown });

/**
 * Shows the error page instead of a blank screen when a route throws while rendering. React Router's
 * `errorElement` does this only in its data mode; this boundary does it for the declarative router.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { location: this.props.location, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  // As the data router did: the error belongs to the location it happened at.
  static getDerivedStateFromProps(props: Props, state: State): State | null {
    return props.location === state.location ? null : { location: props.location, failed: false };
  }

  override render() {
    return this.state.failed ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
