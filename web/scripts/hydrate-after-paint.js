/* global document, window, addEventListener, removeEventListener, sessionStorage, location -- runs in the browser, inlined into each prerendered page */
(function (boot) {
  // Inlined at the end of every prerendered page (scripts/build.mjs); its hash is in firebase.json's script-src. The
  // page's scripts were asked for from its head (modulepreload); this adds the entry, which runs once the page is parsed.
  var taps = [];
  var held = function (e) {
    var target = e.target;
    var button = target && target.closest ? target.closest('button, input[type=submit]') : null;
    var form = e.type === 'submit' ? target : null;
    if (!button && !form) return;
    if (button && button.closest('#load-failed')) return;
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
  // A script that fails to load (a release that removed it, a dropped connection) would leave buttons that do
  // nothing: reload once for the current page, then, if it fails again, say so.
  entry.onerror = function () {
    var key = 'thali-reloaded:' + boot.dataset.entry;
    try {
      if (!sessionStorage.getItem(key)) {
        sessionStorage.setItem(key, '1');
        location.reload();
        return;
      }
    } catch {
      /* no storage: show the notice */
    }
    var note = document.createElement('p');
    note.setAttribute('role', 'alert');
    note.id = 'load-failed';
    note.style.cssText =
      'position:fixed;left:12px;right:12px;bottom:12px;z-index:100;margin:0;padding:12px 16px;border-radius:8px;background:#7a1f0f;color:#fff;font:16px/1.4 system-ui,sans-serif;text-align:center';
    note.textContent = 'This page did not load completely. Please refresh to order or book. ';
    var button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Refresh';
    button.style.cssText = 'margin-left:8px;padding:6px 14px;border:0;border-radius:6px;background:#fff;color:#7a1f0f;font:inherit;font-weight:600';
    button.addEventListener('click', function () {
      location.reload();
    });
    note.appendChild(button);
    document.body.appendChild(note);
  };
  document.head.appendChild(entry);
})(document.currentScript);
