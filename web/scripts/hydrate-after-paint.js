/* global document, window, addEventListener, removeEventListener -- runs in the browser, inlined into each prerendered page */
(function (boot) {
  // Inlined at the end of every prerendered page (scripts/build.mjs); its hash is in firebase.json's script-src. The
  // page's scripts were asked for from its head (modulepreload); this adds the entry, which runs once the page is parsed.
  var taps = [];
  var held = function (e) {
    var target = e.target;
    var button = target && target.closest ? target.closest('button, input[type=submit]') : null;
    var form = e.type === 'submit' ? target : null;
    if (!button && !form) return;
    if (button && button.disabled) return;
    // A tap before the app has taken the page over is kept, shown as taken, and made again by the app once it has
    // (web/src/lib/early-input.ts); a form is never sent the browser's way, which would reload the page and lose it.
    e.preventDefault();
    e.stopImmediatePropagation();
    taps.push(button || form);
    if (button) button.setAttribute('aria-busy', 'true');
  };
  addEventListener('click', held, true);
  addEventListener('submit', held, true);
  window.__earlyTaps = {
    take: function () {
      removeEventListener('click', held, true);
      removeEventListener('submit', held, true);
      return taps.splice(0);
    },
  };
  var entry = document.createElement('script');
  entry.type = 'module';
  entry.crossOrigin = '';
  entry.src = boot.dataset.entry;
  document.head.appendChild(entry);
})(document.currentScript);
