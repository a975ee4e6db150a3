// What the host guide's app snippets (dist-readme.md, "In a mobile app") run or send in the page,
// read from the guide itself, so that a test fails when the guide's code stops working. Swift and
// Kotlin cannot run here: what they inject into the page and what they expect from it can.

/** The code blocks of the guide's section "In a mobile app", by language. */
async function appSection() {
  const guide = await (await fetch('/dist-readme.md')).text();
  const section = guide.split('\n## In a mobile app\n')[1]?.split('\n## ')[0];
  if (!section) throw new Error('the guide has no section "In a mobile app"');
  const blocks = {};
  for (const [, language, code] of section.matchAll(/```(\w+)\n([\s\S]*?)```/g)) (blocks[language] ??= []).push(code);
  return blocks;
}

const found = (match, what) => {
  if (!match) throw new Error(`the guide's ${what} is not where the test looks for it`);
  return match;
};

/** Runs text as a classic script of the page, as evaluateJavascript and evaluateJavaScript do. */
export function runInPage(text) {
  const script = document.createElement('script');
  script.textContent = text;
  document.head.append(script);
  script.remove();
}

/**
 * The snippets: React Native's onMessage as a function of its WebView ref, getToken and Linking;
 * Swift's function bodies (callAsyncJavaScript) and handler name; Kotlin's object name, its
 * replies, and the script the fallback evaluates.
 */
export async function guideSnippets() {
  const blocks = await appSection();
  const rn = found(
    blocks.jsx?.[0].match(/const onMessage = (async \(event\) => \{[\s\S]*?\n {2}\});/),
    'React Native onMessage',
  )[1];
  const swift = blocks.swift?.[0] ?? '';
  const [signInBody, signOutBody] = [...swift.matchAll(/callAsyncJavaScript\("([^"]+)"/g)].map((match) => match[1]);
  const kotlin = blocks.kotlin ?? [];
  return {
    reactNativeOnMessage: (webView, getToken, Linking) =>
      // The guide's own code, run as the app's JavaScript.
      new Function('webView', 'getToken', 'Linking', `return ${rn}`)(webView, getToken, Linking),
    swift: {
      handlerName: found(swift.match(/add\(self, name: "(\w+)"\)/), 'Swift handler name')[1],
      signInBody: found(signInBody, 'Swift appSignIn body'),
      signOutBody: found(signOutBody, 'Swift appSignOut body'),
      takesTextBody: /message\.body as\? String/.test(swift),
    },
    kotlin: {
      objectName: found(kotlin[0]?.match(/addWebMessageListener\(this, "(\w+)"/), 'Kotlin object name')[1],
      tokenReply: (token) => JSON.stringify({ access_token: token }), // JSONObject().put("access_token", it).toString()
      signOutReply: found(kotlin[0]?.match(/"""(\{.*?"signOut"\})"""/), 'Kotlin sign-out reply')[1],
      repliesWithJson: /JSONObject\(\)\.put\("access_token", it\)\.toString\(\)/.test(kotlin[0] ?? ''),
      // JSONObject.quote(token) writes a JSON string literal: JSON.stringify gives the same for a token.
      evaluateScript: (token) =>
        found(kotlin[1]?.match(/evaluateJavascript\("(.+)", null\)/), 'Kotlin evaluateJavascript')[1].replace(
          '${JSONObject.quote(token)}',
          JSON.stringify(token),
        ),
    },
  };
}

/**
 * Runs a function body as WKWebView's callAsyncJavaScript does: an async function of the named
 * arguments, in the page's content world.
 */
export function callAsyncJavaScript(body, args = {}) {
  const names = Object.keys(args);
  const call = `(async function (${names.join(', ')}) {\n${body}\n})(${names.map((name) => JSON.stringify(args[name])).join(', ')});`;
  runInPage(call);
}
