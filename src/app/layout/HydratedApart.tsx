// Selective hydration: the parts of a prerendered page that React may take over after
// the frame around them. React hydrates what is outside every such part first, commits it, and the
// app responds from then (App sets data-app-ready); the parts follow in the background, in slices.
// A tap, a key or a change inside a part not taken over yet makes React hydrate that part at once
// and then handle the event (React's selective hydration), so nothing is lost and nothing waits for
// the rest of the page. A part's markup is unchanged but for two comments around it.
//
// What stays outside, in the frame: anything that listens on the document or window from an effect
// (Save's Ctrl+S and a file dropped on the page, RecordBar; the warning before leaving,
// ChecklistProvider), since an effect in a part runs only once that part is hydrated, and an event
// that is not inside the part does not make React hydrate it.

import { Suspense, type ReactNode } from "react";

export function HydratedApart({ children }: { children: ReactNode }) {
  // Nothing in a part suspends once hydrated (what loads on first use has its own boundary,
  // Deferred), but a guidance page whose words have not come: a prerendered one, whose words are
  // fetched as the app becomes ready, shows the build's markup until they have; one visited within
  // the page before they came (they are fetched when the browser is idle, or as its link is pointed
  // at) is empty until they come.
  return <Suspense>{children}</Suspense>;
}
