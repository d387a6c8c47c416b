/* global document, requestAnimationFrame, setTimeout, addEventListener, sessionStorage, location -- runs in the browser, inlined into each prerendered page */
(function (boot) {
  // Inlined at the end of every prerendered page (scripts/build.mjs); its hash is in firebase.json's script-src.
  // The page paints from its HTML first: its scripts are asked for once it has loaded with its images and a frame has
  // been painted, so on a phone they never compete with what the first screen shows. Then they hydrate it. An image
  // that is slow to come holds them back for 3 s at most.
  var started = false;
  var go = function () {
    if (started) return;
    started = true;
    requestAnimationFrame(function () {
      setTimeout(function () {
        var head = document.head;
        (boot.dataset.preload || '').split(' ').forEach(function (href) {
          if (!href) return;
          var link = document.createElement('link');
          link.rel = 'modulepreload';
          link.crossOrigin = '';
          link.href = href;
          head.appendChild(link);
        });
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
        head.appendChild(entry);
      });
    });
  };
  if (document.readyState === 'complete') go();
  else {
    addEventListener('load', go, { once: true });
    setTimeout(go, 3000);
  }
})(document.currentScript);
