// "Save for offline": keep one edition's files (its shared files and the pages of the rulesets the
// reader picks) in the cache the service worker answers from when the network is gone
// ("meshal-saved": the routes in meshal_compendium/site/node/offline.mjs). The build lists every
// file with its revision and size (offline.json). What the reader asked for and the revision of
// each file saved live in localStorage: saving goes on after a reload, resumes after a cancel and,
// after a new build, fetches only the files whose revision changed.

import { siteAsset } from "../site.js";

const CACHE = "meshal-saved";
const CHOICE = "meshal-offline-choice"; // {edition, rulesets, state: "saving" | "stopped" | "done"}
const SAVED = "meshal-offline-saved"; // {address: revision}
// The worker's routes leave a request with this header alone (offline.mjs): it asks the network, not a
// copy the worker kept, nor the offline page it answers for a page it does not have.
const NETWORK = { cache: "no-cache", headers: { "x-meshal-save": "1" } };
const AT_ONCE = 2; // requests at a time: the reader's own clicks keep the browser's other connections
const SETTLE_MS = 300; // after a page has loaded, before fetching again

/** Whether this browser can keep files for offline. */
export function supported() {
  return "serviceWorker" in navigator && "caches" in window && location.protocol !== "file:";
}

/** The build's list of files (offline.json), or null where the build has none (`--offline none`). */
export async function listing() {
  const response = await fetch(siteAsset("offline.json"), NETWORK);
  return response.ok ? response.json() : null;
}

export function choice() {
  return read(CHOICE);
}

/** The files a choice covers: its edition's (and every edition's) files that belong to no ruleset, and
 * its rulesets' pages. */
export function chosen(list, { edition, rulesets }) {
  return list.files.filter(([, , , lang, ruleset]) => (!lang || lang === edition) && (!ruleset || rulesets.includes(ruleset)));
}

/** The files of a choice not saved yet, or saved at another revision. */
export function missing(list, pick) {
  const saved = read(SAVED) ?? {};
  return chosen(list, pick).filter(([address, revision]) => saved[address] !== revision);
}

/** Free space the browser allows this site, in bytes (null where it does not say). */
export async function room() {
  const estimate = await navigator.storage?.estimate?.();
  return estimate?.quota ? estimate.quota - (estimate.usage ?? 0) : null;
}

let running = null;

/** The saving under way, if any: an EventTarget of "progress" and "end" events. */
export function current() {
  return running;
}

/** Tells of each saving as it starts ("start", the saving as its detail): the panel follows it. */
export const savings = new EventTarget();

/** Save a choice (or go on saving it): what is already saved at its revision is kept; what no choice
 * covers any more is removed. */
export function save(list, pick) {
  running?.cancel();
  write(CHOICE, { edition: pick.edition, rulesets: pick.rulesets, state: "saving" });
  const job = new Saving(list, pick);
  // Where it ended is remembered for the next page: a dropped network goes on by itself ("saving"),
  // a cancel or a full quota waits for the reader ("stopped"). An older saving's end changes nothing.
  job.addEventListener("end", ({ detail: { state } }) => {
    const now = choice();
    if (now && running === job) write(CHOICE, { ...now, state: { done: "done", network: "saving" }[state] ?? "stopped" });
  });
  running = job;
  savings.dispatchEvent(new CustomEvent("start", { detail: job }));
  job.run();
  return job;
}

/** Forget the choice and delete every file saved for it (pages read stay cached as read). */
export async function remove() {
  running?.cancel();
  running = null;
  const cache = await caches.open(CACHE);
  await Promise.all(Object.keys(read(SAVED) ?? {}).map((address) => cache.delete(addressUrl(address))));
  localStorage.removeItem(SAVED);
  localStorage.removeItem(CHOICE);
}

/** Keep a page read before the worker could (the first of a first visit), once the worker is there. */
export async function keepPage(url) {
  await navigator.serviceWorker.ready;
  const response = await fetch(url, NETWORK).catch(() => null);
  if (response?.ok) await (await caches.open(CACHE)).put(url, response);
}

/** On a page load: if the reader saved an edition and the build changed since, fetch what changed. */
export async function keepUp() {
  const pick = choice();
  if (!pick || pick.state === "stopped" || running?.state === null || !navigator.onLine) return;
  const list = await listing().catch(() => null);
  if (list && (pick.state === "saving" || missing(list, pick).length)) save(list, pick);
}

class Saving extends EventTarget {
  constructor(list, pick) {
    super();
    const all = chosen(list, pick);
    this.todo = missing(list, pick);
    this.total = all.length;
    this.size = all.reduce((sum, file) => sum + file[2], 0);
    this.done = this.total - this.todo.length;
    this.bytes = this.size - this.todo.reduce((sum, file) => sum + file[2], 0);
    this.kept = new Set(all.map(([address]) => address));
    this.abort = new AbortController();
    this.state = null;
  }

  /** Stop; what is saved stays saved, and saving again goes on from there. */
  cancel() {
    this.stop("cancelled");
    this.abort.abort();
  }

  stop(state) {
    this.state ??= state;
  }

  async run() {
    navigator.storage?.persist?.(); // ask not to be evicted when the device runs short
    const cache = await caches.open(CACHE);
    await this.prune(cache);
    const queue = [...this.todo];
    const fetcher = async () => {
      while (queue.length && this.state === null) {
        await settled();
        if (this.state !== null) return;
        const file = queue.shift();
        try {
          await this.fetchOne(cache, file);
        } catch (error) {
          this.stop(error.name === "QuotaExceededError" ? "quota" : error.name === "AbortError" ? "cancelled" : "network");
        }
      }
    };
    this.tell("progress");
    await Promise.all(Array.from({ length: AT_ONCE }, fetcher));
    this.stop("done");
    write(SAVED, this.saved);
    if (this.state === "network") addEventListener("online", () => running === this && keepUp(), { once: true });
    this.tell("end");
  }

  async fetchOne(cache, [address, revision, size]) {
    const url = addressUrl(address);
    const response = await fetch(url, { ...NETWORK, signal: this.abort.signal });
    if (response.ok) await cache.put(url, response); // a file gone since the list was read: skipped
    this.saved[address] = revision;
    this.done += 1;
    this.bytes += size;
    if (this.done % 25 === 0) write(SAVED, this.saved);
    this.tell("progress");
  }

  /** Delete what was saved for an earlier choice or build and is no longer wanted. */
  async prune(cache) {
    this.saved = read(SAVED) ?? {};
    for (const address of Object.keys(this.saved).filter((address) => !this.kept.has(address))) {
      await cache.delete(addressUrl(address));
      delete this.saved[address];
    }
  }

  tell(type) {
    const { done, total, bytes, size, state } = this;
    this.dispatchEvent(new CustomEvent(type, { detail: { done, total, bytes, size, state } }));
  }
}

// Material's instant navigation: location$ emits the address a click asked for, document$ the page
// once it is in. No file is fetched from one to the other, nor for a moment after.
let gate = Promise.resolve();
let open = null;
let shown = location.href;
if (window.location$ && window.document$) {
  window.location$.subscribe((url) => {
    if (url.href !== shown && open === null) gate = new Promise((resolve) => { open = resolve; });
  });
  window.document$.subscribe(() => {
    shown = location.href;
    setTimeout(() => { open?.(); open = null; }, SETTLE_MS);
  });
}

function settled() {
  return document.readyState === "complete" ? gate : new Promise((resolve) => {
    addEventListener("load", () => setTimeout(() => resolve(gate), SETTLE_MS), { once: true });
  });
}

function addressUrl(address) {
  return new URL(address, siteAsset("")).href;
}

function read(key) {
  try {
    return JSON.parse(localStorage.getItem(key));
  } catch {
    return null;
  }
}

function write(key, value) {
  localStorage.setItem(key, JSON.stringify(value));
}
