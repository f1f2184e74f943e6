// Lists every Content-Security-Policy violation on the page. Loaded first (not deferred) so that it
// sees anything the panel might do while loading.
const violations = [];
document.addEventListener("securitypolicyviolation", (event) => {
  violations.push(event);
  const show = () => {
    const list = document.getElementById("violations");
    const status = document.getElementById("violation-count");
    if (!list || !status) return;
    const item = document.createElement("li");
    item.textContent = `${event.violatedDirective}: ${event.blockedURI || "inline"} (${event.sourceFile || "?"}:${event.lineNumber})`;
    list.append(item);
    status.textContent = String(violations.length);
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", show);
  else show();
});
