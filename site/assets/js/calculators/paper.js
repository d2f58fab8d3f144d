// What a calculator's form says, as text for paper: print hides the live form and shows this
// instead, one line per group ("Attacker: Pool 3d · Advantage 1 …"), lists item by item.

import { h } from "./index.js";

const shownText = (control) => (control.tagName === "SELECT" ? control.selectedOptions[0]?.text ?? "" : control.value);
const visible = (node, form) => !node.closest("[hidden]") || !form.contains(node.closest("[hidden]"));

/** "Label value" for each visible field and ticked box under `scope` (not in nested groups). */
function fieldsOf(scope, form) {
  const parts = [];
  for (const label of scope.querySelectorAll("label.meshal-field, label.meshal-check")) {
    // Each field once: in its own group, and list items (abilities, items) as items below.
    if ((label.closest("fieldset") ?? form) !== scope || !visible(label, form)) continue;
    const item = label.closest("li");
    if (item && scope.contains(item)) continue;
    const control = label.querySelector("input, select");
    if (!control || "noPaper" in control.dataset) continue; // a picker, not part of the sheet
    if (control.type === "checkbox") {
      if (control.checked) parts.push(label.textContent.trim());
    } else {
      parts.push(`${label.querySelector(".meshal-field__label")?.textContent ?? ""} ${shownText(control)}`.trim());
    }
  }
  return parts;
}

/** The printed summary of `form`'s current inputs. */
export function paper(form) {
  const lines = [];
  const groups = form.querySelectorAll("fieldset");
  if (!groups.length) lines.push(h("p", {}, fieldsOf(form, form).join(" · ")));
  for (const group of groups) {
    if (!visible(group, form) || group.parentElement.closest("fieldset")) continue;
    const legend = group.querySelector("legend")?.textContent ?? "";
    const own = fieldsOf(group, form);
    const items = [...group.querySelectorAll(".meshal-calc__list > li")].map((li) =>
      [...li.children].filter((c) => !c.matches("button")).map((c) => (c.matches("input, select") ? shownText(c) : c.textContent.trim()))
        .filter(Boolean).join(" "));
    lines.push(h("p", {}, h("strong", { text: legend ? `${legend}: ` : "" }), [...own, ...items].join(" · ") || "—"));
  }
  return h("div", { class: "meshal-calc__paper" }, lines);
}
