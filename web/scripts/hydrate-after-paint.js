/* global document, requestAnimationFrame, setTimeout, addEventListener -- runs in the browser, inlined into each prerendered page */
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
