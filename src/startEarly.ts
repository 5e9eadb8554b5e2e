// A script of its own, which the built pages load before the app's (vite.config.ts,
// earlyStartScript). Chakra's createSystem is the largest piece of the app's start-up that needs no
// page to work on: about 90 ms with the CPU slowed 4×. Its code is a fifth of the first load's bytes
// and arrives well before the rest on a slow network (about 0.3 s before, on the slow phone the
// tests define), so it runs while the rest is still arriving, instead of after all of it has arrived,
// while the app waits. The app's own script then finds it done: a module is evaluated once,
// whichever script asks for it first.

import "./app/theme/system";
