// A building's workers (10.2), where buildings are described: the Statuses page's calculator of
// dice read without a weapon (plain.js), the same one, opened on production.

import { mount as plain } from "./plain.js";

export const mount = (node, ctx, options = {}) => plain(node, ctx, { form: "production", ...options });
