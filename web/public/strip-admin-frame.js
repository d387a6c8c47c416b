// The back office has no public header (spec §2): drop the painted frame's before it shows.
if (location.pathname.startsWith('/admin')) document.querySelector('#root > header')?.remove();
