// The author's work, kept in this browser's IndexedDB (one record: the pack being written), so it
// survives reloads and works offline. Nothing is sent anywhere.

const DATABASE = "meshal-workshop";
const STORE = "packs";
const KEY = "current";

function open() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function run(mode, action) {
  return open().then((db) => new Promise((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = action(transaction.objectStore(STORE));
    transaction.oncomplete = () => { db.close(); resolve(request.result); };
    transaction.onerror = () => { db.close(); reject(transaction.error); };
  }));
}

/** The saved pack ({manifest, entries: [{uid, text}]}), or undefined. */
export const load = () => run("readonly", (store) => store.get(KEY));

/** Save the pack (a structured clone of plain data). */
export const save = (pack) => run("readwrite", (store) => store.put(pack, KEY));
