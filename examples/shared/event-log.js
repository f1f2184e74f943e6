// Shows the <chat-panel> events on the page as text (they bubble out of the shadow root, composed).
const EVENTS = ["chat-ready", "chat-open", "chat-close", "chat-unread", "chat-need-coins", "chat-open-profile", "chat-logout", "chat-error"];
const log = document.getElementById("events");
for (const name of EVENTS) {
  document.addEventListener(name, (event) => {
    const item = document.createElement("li");
    item.textContent = `${name} ${JSON.stringify(event.detail ?? {})}`;
    item.dataset.event = name;
    log?.append(item);
  });
}
