// A tutorial's code pane, on a wide screen, is the listing of the step that is the target; a
// listing taller than the screen scrolls inside the pane. This scrolls it to the step's first
// changed line when the step becomes the target, as DocC's pane does. Without the script (it is
// optional: the pages work without JavaScript) the pane shows its file from the top.
(function () {
  "use strict";
  function reveal() {
    var step = document.querySelector(".tutorial-step:target");
    var listing = step && step.querySelector(".code-listing");
    var changed = listing && listing.querySelector(".code-added");
    if (!changed || listing.scrollHeight <= listing.clientHeight) { return; }
    var line = changed.closest(".collor-item") || changed;
    // The line's place without its animation: inserted lines slide in sideways only.
    var top = line.getBoundingClientRect().top - listing.getBoundingClientRect().top;
    listing.scrollTop = Math.max(0, listing.scrollTop + top - 2 * line.offsetHeight);
  }
  window.addEventListener("hashchange", reveal);
  window.addEventListener("load", reveal);
})();
