// The offline page (served by the service worker when a page cannot be fetched): the player's
// language and theme from the shell's storage keys, and a retry that reloads once back online.
(function () {
  var texts = {
    EN: ['No Internet', 'Check your connection, then try again.', 'Try again'],
    PT: ['Sem Internet', 'Verifique a sua ligação e tente novamente.', 'Tentar novamente'],
    'PT-BR': ['Sem Internet', 'Verifique sua conexão e tente novamente.', 'Tentar novamente'],
  };
  var read = function (key) {
    try {
      return window.localStorage.getItem(key);
    } catch (e) {
      return null;
    }
  };
  var code = read('language') || 'EN';
  var t = texts[code] || texts.EN;
  document.documentElement.lang = code === 'PT-BR' ? 'pt-BR' : code.toLowerCase();
  document.title = t[0];
  document.getElementById('offline-title').textContent = t[0];
  document.getElementById('offline-text').textContent = t[1];
  var retry = document.getElementById('offline-retry');
  retry.textContent = t[2];
  if (read('theme') === 'light') document.documentElement.setAttribute('data-theme', 'light');
  retry.addEventListener('click', function () {
    window.location.reload();
  });
  window.addEventListener('online', function () {
    window.location.reload();
  });
})();
