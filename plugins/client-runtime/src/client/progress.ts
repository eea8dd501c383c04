/**
 * Stands in for the `nprogress` package in the client bundle (aliased in
 * ../index.ts): the theme's route-change progress bar (theme-classic's
 * nprogress client module: starts 200 ms into a navigation, finishes when
 * the new page has rendered) calls `configure`, `start` and `done`, and
 * styles `#nprogress .bar` and `.peg`. The package is 1.6 KiB gzip of every
 * page's entry bundle for those three calls and a spinner the site turns
 * off; this is the same bar, in the same markup, in a fraction of it. It
 * trickles forward while a page loads, jumps ahead on `done`, fills up and
 * fades out, as the package does.
 */

const SPEED = 200;
const MINIMUM = 0.08;
const TRICKLE_EVERY = 800;

let status: number | null = null;
let trickleTimer: ReturnType<typeof setTimeout> | undefined;
/** Bumped by every start, so a fade that finishes late removes nothing new. */
let generation = 0;

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** How far a trickle moves the bar: quick at first, slower as it fills. */
function step(n: number): number {
  if (n < 0.2) return 0.1;
  if (n < 0.5) return 0.04;
  if (n < 0.8) return 0.02;
  if (n < 0.99) return 0.005;
  return 0;
}

function element(): HTMLElement {
  const existing = document.getElementById('nprogress');
  if (existing) return existing;
  const root = document.createElement('div');
  root.id = 'nprogress';
  const bar = document.createElement('div');
  bar.className = 'bar';
  bar.setAttribute('role', 'bar');
  bar.style.transform = 'translate3d(-100%,0,0)';
  const peg = document.createElement('div');
  peg.className = 'peg';
  bar.appendChild(peg);
  root.appendChild(bar);
  document.body.appendChild(root);
  document.documentElement.classList.add('nprogress-busy');
  return root;
}

function remove(): void {
  document.documentElement.classList.remove('nprogress-busy');
  document.getElementById('nprogress')?.remove();
}

function set(n: number): void {
  const value = clamp(n, MINIMUM, 1);
  status = value === 1 ? null : value;
  const root = element();
  const bar = root.firstElementChild as HTMLElement;
  // Let the browser place the bar where it starts before it moves.
  void root.offsetWidth;
  bar.style.transition = `transform ${SPEED}ms ease`;
  bar.style.transform = `translate3d(${(value - 1) * 100}%,0,0)`;
  if (value < 1) return;
  const mine = generation;
  root.style.opacity = '1';
  setTimeout(() => {
    if (mine !== generation) return;
    root.style.transition = `opacity ${SPEED}ms linear`;
    root.style.opacity = '0';
    setTimeout(() => mine === generation && remove(), SPEED);
  }, SPEED);
}

function trickle(): void {
  if (status === null) return;
  set(clamp(status + step(status), 0, 0.994));
  trickleTimer = setTimeout(trickle, TRICKLE_EVERY);
}

interface Progress {
  configure(): Progress;
  start(): Progress;
  done(): Progress;
  readonly status: number | null;
}

const progress: Progress = {
  /** Options are the package's; the bar here has no spinner and fixed timings. */
  configure(): Progress {
    return progress;
  },
  start(): Progress {
    if (status === null) {
      generation++;
      remove();
      set(0);
    }
    clearTimeout(trickleTimer);
    trickleTimer = setTimeout(trickle, TRICKLE_EVERY);
    return progress;
  },
  done(): Progress {
    if (status === null) return progress;
    clearTimeout(trickleTimer);
    set(status + 0.3 + 0.5 * Math.random());
    set(1);
    return progress;
  },
  get status(): number | null {
    return status;
  },
};

export default progress;
