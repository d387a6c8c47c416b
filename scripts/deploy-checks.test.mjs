import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DEPLOY_CHECKS,
  commandCheck,
  declaredParamsAreDocumented,
  firebaseJsonMatchesSchema,
  firestoreIndexesHaveTheirShape,
  functionsDeployRehearsal,
  recaptchaSiteKeyIsSet,
  regionsAgree,
  sitePagesMatch,
  functionDependenciesArePinned,
  functionsLockMatches,
  hostingCachingSurvivesARelease,
  hostingRoutesMatchTheFunction,
  localOnlyCodeIn,
  onlinePaymentsAreReadyToDeploy,
  queryShapesHaveTheirIndexes,
  codeQueriesHaveTheirIndexes,
  envHasNoPlaceholders,
  oneProjectThroughout,
  onlinePaymentsHaveTheirSecrets,
  textsFitIndiasRules,
} from './deploy-checks.mjs';
import { ROOT } from './lib.mjs';

const temps = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the files the quick checks read, to break one at a time. */
function projectCopy() {
  const dir = mkdtempSync(join(tmpdir(), 'thali-deploy-check-test-'));
  temps.push(dir);
  for (const file of [
    'firebase.json',
    'firestore.indexes.json',
    'firestore.query-shapes.json',
    'README.md',
    'docs',
    'functions/package.json',
    'functions/package-lock.json',
    'package-lock.json',
    'functions/.env.example',
    'functions/src',
  ]) {
    cpSync(join(ROOT, file), join(dir, file), { recursive: true });
  }
  return dir;
}
const editJson = (dir, file, edit) => {
  const json = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  edit(json);
  writeFileSync(join(dir, file), JSON.stringify(json));
};

describe('deploy:check', () => {
  it('the deploy guide names as many composite indexes and TTL policies as firestore.indexes.json declares', () => {
    const spec = JSON.parse(readFileSync(join(ROOT, 'firestore.indexes.json'), 'utf8'));
    const stated = /every composite index \((\d+)\)[^.]*every one \((\d+)\)/.exec(readFileSync(join(ROOT, 'docs', 'deploy.md'), 'utf8'));
    expect(stated, 'docs/deploy.md says how many indexes and TTL policies to wait for').not.toBeNull();
    expect([Number(stated[1]), Number(stated[2])]).toEqual([spec.indexes.length, spec.fieldOverrides.filter((o) => o.ttl).length]);
  });

  it('passes its quick checks on this repository', async () => {
    const quick = DEPLOY_CHECKS.filter((c) => c.name !== 'production web build' && c.name !== 'functions deploy rehearsal');

    const results = await Promise.all(quick.map((c) => c.run(ROOT)));

    expect(results.every((r) => typeof r === 'string')).toBe(true);
  }, 120_000);

  it('fails when firebase.json breaks the firebase-tools schema', () => {
    const dir = projectCopy();
    editJson(dir, 'firebase.json', (c) => (c.hosting.rewrites[0].function.functionId = 42));

    expect(() => firebaseJsonMatchesSchema(dir)).toThrow(/does not match the firebase-tools schema/);
  });

  it("fails when the hosting rewrite names another region than the function's", () => {
    const dir = projectCopy();
    editJson(dir, 'firebase.json', (c) => (c.hosting.rewrites[0].function.region = 'europe-west1'));

    expect(() => hostingRoutesMatchTheFunction(dir)).toThrow(/region europe-west1, but the api function deploys to asia-south1/);
  });

  it('fails when the function moves region and the rewrite does not follow', () => {
    const dir = projectCopy();
    const file = join(dir, 'functions/src/deployment.ts');
    writeFileSync(file, readFileSync(file, 'utf8').replace("API_REGION = 'asia-south1'", "API_REGION = 'europe-west1'"));

    expect(() => hostingRoutesMatchTheFunction(dir)).toThrow(/deploys to europe-west1/);
  });

  it('fails when a missing old chunk under /assets/ would get index.html instead of a 404', () => {
    const dir = projectCopy();
    editJson(dir, 'firebase.json', (c) => {
      c.hosting.rewrites = c.hosting.rewrites.filter((r) => r.source !== '/assets/**');
      c.hosting.rewrites.find((r) => r.destination === '/app.html').source = '**';
    });

    expect(() => hostingRoutesMatchTheFunction(dir)).toThrow(/exclude \/assets\/\*\* from the SPA rewrite/);
  });

  it('fails when a script the site lacks is not sent to the function, so a functions-only deploy could serve pages naming it', () => {
    const dir = projectCopy();
    editJson(dir, 'firebase.json', (c) => (c.hosting.rewrites = c.hosting.rewrites.filter((r) => r.source !== '/assets/**')));

    expect(() => hostingRoutesMatchTheFunction(dir)).toThrow(/after a functions-only deploy, \/ and \/menu would name scripts the site lacks/);
  });

  it('fails when a Hosting header would cache HTML, or override the Cache-Control the api function sets', () => {
    const dir = projectCopy();
    editJson(dir, 'firebase.json', (c) => {
      c.hosting.headers[0].source = '**';
      c.hosting.headers[0].headers[0].value = 'public, max-age=3600';
    });

    expect(() => hostingCachingSurvivesARelease(dir)).toThrow(/\/about: Cache-Control public, max-age=3600, expected no-cache/);
    expect(() => hostingCachingSurvivesARelease(dir)).toThrow(/\/menu: Cache-Control public, max-age=3600, expected \(none\)/);
    expect(() => hostingCachingSurvivesARelease(dir)).toThrow(/\/api\/menu: Cache-Control public, max-age=3600, expected \(none\)/);
  });

  it('fails when the function declares a secret or a param the deploy steps do not mention', () => {
    const dir = projectCopy();
    writeFileSync(
      join(dir, 'functions/src/payments.ts'),
      "import { defineSecret, defineString } from 'firebase-functions/params';\nexport const key = defineSecret('PAYMENT_KEY');\nexport const url = defineString('PAYMENT_URL');\n",
    );

    expect(() => declaredParamsAreDocumented(dir)).toThrow(/secret PAYMENT_KEY[\s\S]*param PAYMENT_URL/);
  });

  it('fails when a deployed dependency is a range, or local-only', () => {
    const dir = projectCopy();
    editJson(dir, 'functions/package.json', (p) => {
      p.dependencies.express = '^5.1.0';
      p.dependencies['better-sqlite3'] = '12.9.0';
    });

    expect(() => functionDependenciesArePinned(dir)).toThrow(/better-sqlite3 is local-only/);
    expect(() => functionDependenciesArePinned(dir)).toThrow(/express@\^5\.1\.0 is a range/);
  });

  it('fails when functions/ would not install alone from its lock as Cloud Build installs it, or would install untested versions', () => {
    const dir = projectCopy();
    expect(functionsLockMatches(dir)).toMatch(/packages locked, all as tested/);
    editJson(dir, 'functions/package.json', (p) => (p.dependencies.zod = '4.7.0'));
    expect(() => functionsLockMatches(dir)).toThrow(/its dependencies are not functions\/package\.json's: the lock is out of date/);

    const other = projectCopy();
    editJson(other, 'functions/package-lock.json', (l) => (l.packages['node_modules/express'].version = '5.9.9'));
    expect(() => functionsLockMatches(other)).toThrow(/functions needs express@5\.3\.0, the lock has 5\.9\.9[\s\S]*express@5\.9\.9/);
  });

  it('fails when firestore.indexes.json is not what firebase deploy accepts', () => {
    const dir = projectCopy();
    editJson(dir, 'firestore.indexes.json', (s) => (s.indexes[0].fields[0].order = 'UP'));

    expect(() => firestoreIndexesHaveTheirShape(dir)).toThrow(/would be refused by firebase deploy: Field "order" must be one of/);
  });

  it('fails, printing the entry to add, when an index a query needs is removed from firestore.indexes.json', () => {
    const dir = projectCopy();
    const needed = (i) => i.collectionGroup === 'orders' && i.fields.map((f) => f.fieldPath).join() === 'customerId,isVerified,createdAt';
    expect(JSON.parse(readFileSync(join(dir, 'firestore.indexes.json'), 'utf8')).indexes.some(needed)).toBe(true);
    expect(queryShapesHaveTheirIndexes(dir)).toMatch(/query shapes, each served by an index/);

    editJson(dir, 'firestore.indexes.json', (s) => (s.indexes = s.indexes.filter((i) => !needed(i))));

    expect(() => queryShapesHaveTheirIndexes(dir)).toThrow(
      /orders: where customerId ==, isVerified ==; order by createdAt desc[\s\S]*"fieldPath": "customerId"/,
    );
  });

  it('runs a command as a check, and fails with its output when it exits non-zero', () => {
    const passing = commandCheck(process.execPath, ['-e', 'process.exit(0)']);
    const failing = commandCheck(process.execPath, ['-e', 'console.log("orders: no index for status + createdAt"); process.exit(3)']);

    expect(passing(ROOT)).toContain('-e');
    expect(() => failing(ROOT)).toThrow(/failed \(exit 3\):\norders: no index for status \+ createdAt/);
  });

  it('finds local-only code in a built site, and nothing in a clean one', () => {
    const dist = mkdtempSync(join(tmpdir(), 'thali-deploy-check-dist-'));
    temps.push(dist);
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><script type="module" src="/assets/index-abc.js"></script>');
    writeFileSync(join(dist, 'assets/index-abc.js'), 'fetch("/api/menu")');
    expect(localOnlyCodeIn(dist)).toEqual([]);

    writeFileSync(join(dist, 'assets/auth-def.js'), 'connect("http://127.0.0.1:9099")');
    writeFileSync(join(dist, 'assets/pay-ghi.js'), 'open({key:"rzp_test_thali_local"})');

    expect(localOnlyCodeIn(dist).sort()).toEqual([
      expect.stringMatching(/the Auth emulator URL .* in assets\/auth-def\.js/),
      expect.stringMatching(/the local payment gateway's keys .* in assets\/pay-ghi\.js/),
    ]);
  });

  it('flags what a real local build carries: the emulator, the test login and the demo OTP note', () => {
    const dist = mkdtempSync(join(tmpdir(), 'thali-deploy-check-local-'));
    temps.push(dist);
    const r = spawnSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: join(ROOT, 'web'),
      env: { ...process.env, VITE_LOCAL: '1' },
      encoding: 'utf8',
    });
    expect(r.status, r.stderr).toBe(0);

    const found = localOnlyCodeIn(dist).join('\n');

    for (const what of ['the Auth emulator URL', 'the local test login', 'a local-only /api/dev route', 'the demo OTP note']) expect(found).toContain(what);
  }, 60_000);
});

/** A copy of the project a deploy would upload, built functions included, resolving packages from this tree. */
function deployableCopy() {
  const dir = projectCopy();
  cpSync(join(ROOT, 'functions', 'lib'), join(dir, 'functions', 'lib'), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  symlinkSync(join(ROOT, 'functions', 'node_modules'), join(dir, 'functions', 'node_modules'));
  return dir;
}
const editText = (dir, file, edit) => writeFileSync(join(dir, file), edit(readFileSync(join(dir, file), 'utf8')));
const rehearsal = { GCLOUD_PROJECT: 'demo-thali' };

describe('deploy:check rehearses the deploy of the functions, offline', () => {
  beforeAll(() => {
    if (!existsSync(join(ROOT, 'functions', 'lib', 'index.js'))) {
      const r = spawnSync('npm', ['run', 'build', '-w', 'functions'], { cwd: ROOT, encoding: 'utf8' });
      expect(r.status, r.stderr).toBe(0);
    }
  }, 120_000);

  it("passes on this repository: firebase-functions' discovery and firebase-tools' checks find full service accounts, secrets, a time zone", async () => {
    const detail = await functionsDeployRehearsal(deployableCopy(), rehearsal);

    expect(detail).toMatch(/2 functions in asia-south1/);
    expect(detail).toMatch(
      /secrets ADMIN_PASSWORD_HASH, LIMIT_HASH_KEY, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET, SMS_API_KEY, WHATSAPP_TOKEN granted to thali-api@thali-rehearsal\.iam\.gserviceaccount\.com/,
    );
  }, 90_000);

  it('fails on a short service account and a schedule without a time zone, naming each', async () => {
    const dir = deployableCopy();
    editText(dir, 'functions/lib/index.js', (js) => {
      expect(js).toMatch(/const serviceAccount = \(0, deployment_1\.apiServiceAccount\)\(process\.env\);/);
      expect(js).toMatch(/timeZone: deployment_1\.SCHEDULE_TIME_ZONE,/);
      return js
        .replace(/const serviceAccount = \(0, deployment_1\.apiServiceAccount\)\(process\.env\);/, "const serviceAccount = 'thali-api@';")
        .replace(/timeZone: deployment_1\.SCHEDULE_TIME_ZONE,/, '');
    });

    const run = functionsDeployRehearsal(dir, rehearsal);

    const error = await run.then(
      () => null,
      (e) => e,
    );

    expect(error?.message).toMatch(/api runs as "thali-api@", not a full service account email: IAM refuses the member serviceAccount:thali-api@/);
    expect(error?.message).toMatch(/scheduled runs as "thali-api@"/);
    expect(error?.message).toMatch(/scheduled has no time zone: Scheduler would run it on UTC/);
  }, 90_000);

  it('fails on a missing DLT template id or gateway URL, before loading the functions', async () => {
    const dir = deployableCopy();
    editText(dir, 'functions/.env.example', (env) => env.replace(/^SMS_TEMPLATE_ORDER_READY=.*\n/m, '').replace(/^SMS_GATEWAY_URL=.*\n/m, ''));

    const run = functionsDeployRehearsal(dir, rehearsal);

    await expect(run).rejects.toThrow(/SMS_GATEWAY_URL is not set/);
    await expect(functionsDeployRehearsal(dir, rehearsal)).rejects.toThrow(
      /SMS_TEMPLATE_ORDER_READY is not set: the DLT template id registered for the order-ready text/,
    );
  });

  it('fails for a real project whose env file is missing, as the deploy would load that file', async () => {
    const dir = deployableCopy();

    await expect(functionsDeployRehearsal(dir, { GCLOUD_PROJECT: 'thali-prod' })).rejects.toThrow(/functions\/\.env\.thali-prod is missing/);
  });
});

describe('deploy:check on online payments', () => {
  const unbind = (dir, fn, secrets) =>
    editText(dir, 'functions/src/index.ts', (ts) => {
      const from = ts.indexOf(`export const ${fn} =`);
      const to = ts.indexOf('secrets:', from) + ts.slice(ts.indexOf('secrets:', from)).indexOf(']');
      const list = ts.slice(from, to);
      return ts.slice(0, from) + secrets.reduce((l, s) => l.replace(`, ${s}`, ''), list) + ts.slice(to);
    });

  it('passes on this repository: both Razorpay secrets bound to each function, and Checkout allowed by the CSP', () => {
    expect(onlinePaymentsAreReadyToDeploy(projectCopy())).toMatch(
      /^RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET bound to api, scheduled, Checkout allowed by the CSP; no local test key in \d+ deploy files/,
    );
  });

  it('refuses when the deployed wiring takes online payments but a function does not bind the Razorpay secrets', () => {
    const dir = projectCopy();
    unbind(dir, 'api', ['razorpayKeySecret', 'razorpayWebhookSecret']);
    unbind(dir, 'scheduled', ['razorpayWebhookSecret']);

    expect(() => onlinePaymentsAreReadyToDeploy(dir)).toThrow(
      /the api function does not bind RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET, but the deployed wiring takes online payments[\s\S]*the scheduled function does not bind RAZORPAY_WEBHOOK_SECRET,/,
    );
  });

  it('asks for no Razorpay secret while the deployed wiring builds no Razorpay gateway', () => {
    const dir = projectCopy();
    unbind(dir, 'api', ['razorpayKeySecret', 'razorpayWebhookSecret']);
    editText(dir, 'functions/src/wiring.ts', (ts) => ts.replace('new RazorpayGateway(options.razorpay ?? noRazorpayKeys)', 'new LocalPaymentGateway()'));

    expect(onlinePaymentsAreReadyToDeploy(dir)).toMatch(/^no Razorpay gateway in the deployed wiring;/);
  });

  it("refuses a Content-Security-Policy that would block Checkout's script or its payment frame", () => {
    const dir = projectCopy();
    editJson(dir, 'firebase.json', (c) => {
      const csp = c.hosting.headers.flatMap((h) => h.headers).find((h) => h.key === 'Content-Security-Policy');
      csp.value = csp.value.replaceAll(' https://checkout.razorpay.com', '').replaceAll(' https://api.razorpay.com', '');
    });

    expect(() => onlinePaymentsAreReadyToDeploy(dir)).toThrow(
      /does not allow Checkout's script: add https:\/\/checkout\.razorpay\.com to script-src[\s\S]*does not allow Checkout's payment frame: add https:\/\/api\.razorpay\.com to frame-src/,
    );
  });

  it("refuses the local gateway's keys in an env file, .firebaserc, firebase.json or the Settings seed, naming each", () => {
    const dir = projectCopy();
    writeFileSync(join(dir, 'functions/.env.thali-prod'), 'SMS_PROVIDER=dlt\nRAZORPAY_KEY_ID=rzp_test_thali_local\n');
    writeFileSync(join(dir, '.firebaserc'), JSON.stringify({ projects: { default: 'thali-prod' }, note: 'thali-local-webhook-secret' }));
    editJson(dir, 'firebase.json', (c) => c.hosting.headers[0].headers.push({ key: 'X-Key', value: 'thali-local-key-secret' }));
    editText(dir, 'functions/src/domain/settings-defaults.ts', (ts) =>
      ts.replace("holdMinutes: 15, keyId: ''", "holdMinutes: 15, keyId: 'rzp_test_thali_local'"),
    );

    const refusal = () => onlinePaymentsAreReadyToDeploy(dir);

    expect(refusal).toThrow(/functions\/\.env\.thali-prod holds the local payment gateway's keyId \(rzp_test_thali_local\)/);
    expect(refusal).toThrow(/\.firebaserc holds the local payment gateway's webhookSecret \(thali-local-webhook-secret\)/);
    expect(refusal).toThrow(/firebase\.json holds the local payment gateway's keySecret \(thali-local-key-secret\)/);
    expect(refusal).toThrow(/functions\/src\/domain\/settings-defaults\.ts holds the local payment gateway's keyId/);
  });

  it('refuses a Razorpay secret written in plain text in an env file, which the deploy would publish as a variable', () => {
    const dir = projectCopy();
    writeFileSync(join(dir, 'functions/.env.thali-prod'), 'SMS_PROVIDER=dlt\nRAZORPAY_KEY_SECRET=Zk3pQ8vLr2XwT9mN4bYc7HsA\n');

    expect(() => onlinePaymentsAreReadyToDeploy(dir)).toThrow(
      /functions\/\.env\.thali-prod sets RAZORPAY_KEY_SECRET in plain text[\s\S]*npx firebase functions:secrets:set RAZORPAY_KEY_SECRET/,
    );
  });

  it('leaves functions/.env.local alone: only the emulator reads it', () => {
    const dir = projectCopy();
    writeFileSync(join(dir, 'functions/.env.local'), 'RAZORPAY_KEY_SECRET=thali-local-key-secret\n');

    expect(onlinePaymentsAreReadyToDeploy(dir)).toMatch(/no local test key/);
  });
});

describe('deploy:check on the region, the site key and the menu pages', () => {
  it("fails when Firestore's location is not the functions' region", () => {
    const dir = projectCopy();
    editJson(dir, 'firebase.json', (c) => delete c.firestore.location);

    expect(() => regionsAgree(dir)).toThrow(/firestore\.location is \(none, so a first deploy creates the database in nam5.*set "location": "asia-south1"/);
  });

  it('fails when the production web build for a project has no reCAPTCHA site key, and passes with one', async () => {
    const dir = projectCopy();
    mkdirSync(join(dir, 'web'));

    await expect(recaptchaSiteKeyIsSet(dir, { GCLOUD_PROJECT: 'thali-prod' })).rejects.toThrow(/for thali-prod has no reCAPTCHA Enterprise site key/);

    writeFileSync(join(dir, 'web', '.env.production'), 'VITE_RECAPTCHA_ENTERPRISE_SITE_KEY=6LdXaBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789\n');
    await expect(recaptchaSiteKeyIsSet(dir, { GCLOUD_PROJECT: 'thali-prod' })).resolves.toMatch(/site key 6LdXaB\.\.\. for thali-prod/);
  });

  it('fails when functions/pages and web/dist come from different builds, and a hosting-only deploy without the pages', () => {
    const dir = projectCopy();
    mkdirSync(join(dir, 'web', 'dist'), { recursive: true });
    writeFileSync(join(dir, 'web', 'dist', '.build-id'), '6ba57a0b798e64fa\n');
    expect(() => sitePagesMatch(dir, { requirePages: true })).toThrow(/functions\/pages is not built here/);

    mkdirSync(join(dir, 'functions', 'pages'), { recursive: true });
    writeFileSync(join(dir, 'functions', 'pages', '.build-id'), '0123456789abcdef\n');

    expect(() => sitePagesMatch(dir)).toThrow(
      /web\/dist \(build 6ba57a0b798e64fa\) and functions\/pages \(build 0123456789abcdef\) come from different builds/,
    );
    writeFileSync(join(dir, 'functions', 'pages', '.build-id'), '6ba57a0b798e64fa\n');
    expect(sitePagesMatch(dir, { requirePages: true })).toBe('web/dist and functions/pages from build 6ba57a0b798e64fa');
  });
});

/** functions/.env.<project> for a real project: the example, with `values` put in place of its own. */
function envFor(dir, project, values = {}) {
  let text = readFileSync(join(dir, 'functions/.env.example'), 'utf8');
  for (const [name, value] of Object.entries(values)) text = text.replace(new RegExp(`^#?\\s*${name}=.*$`, 'm'), `${name}=${value}`);
  writeFileSync(join(dir, `functions/.env.${project}`), text);
}
/** Every placeholder of the example given the project's own value, as an operator fills it in. */
const filledIn = (dir) =>
  Object.fromEntries(
    [...readFileSync(join(dir, 'functions/.env.example'), 'utf8').matchAll(/^(SMS_TEMPLATE_\w+)=/gm)].map((m, i) => [
      m[1],
      `1107170000000${String(i).padStart(6, '0')}`,
    ]),
  );
const prod = { GCLOUD_PROJECT: 'thali-prod' };

describe('deploy:check on the function environment, the texts and the project', () => {
  it('refuses functions/.env.<project> copied unchanged from the example, naming each placeholder template id', () => {
    const dir = projectCopy();
    envFor(dir, 'thali-prod');

    const refusal = () => envHasNoPlaceholders(dir, prod);

    expect(refusal).toThrow(/functions\/\.env\.thali-prod keeps placeholder values copied unchanged from functions\/\.env\.example/);
    expect(refusal).toThrow(/placeholder template id SMS_TEMPLATE_ORDER_CODE=1107000000000000001/);
    expect(refusal).toThrow(/placeholder template id SMS_TEMPLATE_RESERVATION_CHANGED=1107000000000000014/);
    expect(refusal).toThrow(/SMS_SENDER=THALIH is the example's placeholder/);
    expect(refusal).toThrow(/SMS_LINK_DOMAIN=thalihouse\.in is the example's placeholder/);
  });

  it("passes an environment filled in with the project's own values, keeping the defaults the example gives", () => {
    const dir = projectCopy();
    envFor(dir, 'thali-prod', { ...filledIn(dir), SMS_SENDER: 'THLHSE', SMS_LINK_DOMAIN: 'thalihse.in' });

    expect(envHasNoPlaceholders(dir, prod)).toMatch(/values in functions\/\.env\.thali-prod, none left as the example's placeholder/);
  });

  it("refuses a URL variable longer than a DLT variable's 30 characters, and a missing link domain", () => {
    const dir = projectCopy();
    envFor(dir, 'thali-prod', { SMS_LINK_DOMAIN: 'thali-house-ahmedabad.web.app' });
    expect(() => textsFitIndiasRules(dir, prod)).toThrow(
      /a URL variable longer than its limit: texts would link to thali-house-ahmedabad\.web\.app\/t\?r=ABCD2345, 42 characters, and a DLT variable holds 30/,
    );

    envFor(dir, 'thali-prod', { SMS_LINK_DOMAIN: '' });
    expect(() => textsFitIndiasRules(dir, prod)).toThrow(/functions\/\.env\.thali-prod has no SMS_LINK_DOMAIN/);

    envFor(dir, 'thali-prod', { SMS_LINK_DOMAIN: 'thalihse.in' });
    expect(textsFitIndiasRules(dir, prod)).toBe(
      "45 template ids (English, Gujarati, Hindi); links like thalihse.in/t?r=ABCD2345: 24 of a DLT variable's 30 characters",
    );
  });

  it('refuses DLT without the Gujarati and Hindi template ids, naming each one missing', () => {
    const dir = projectCopy();
    envFor(dir, 'thali-prod', { SMS_LINK_DOMAIN: 'thalihse.in', SMS_TEMPLATE_ORDER_CODE_GU: '', SMS_TEMPLATE_WAITLIST_READY_HI: '' });

    const refusal = () => textsFitIndiasRules(dir, prod);

    expect(refusal).toThrow(
      /functions\/\.env\.thali-prod has no DLT template id for 2 Gujarati or Hindi texts \(SMS_TEMPLATE_ORDER_CODE_GU, SMS_TEMPLATE_WAITLIST_READY_HI\)/,
    );
    expect(refusal).toThrow(/Register each language's body as its own template/);

    // Another gateway than DLT needs no template ids.
    envFor(dir, 'thali-prod', { SMS_PROVIDER: 'log', SMS_TEMPLATE_ORDER_CODE_GU: '' });
    expect(textsFitIndiasRules(dir, prod)).toBe('SMS_PROVIDER=log: no DLT rules apply');
  });

  it("refuses a service account from another project, in GOOGLE_APPLICATION_CREDENTIALS or as the function's account", () => {
    const dir = projectCopy();
    envFor(dir, 'thali-prod', { API_SERVICE_ACCOUNT: 'thali-api@thali-staging.iam.gserviceaccount.com' });
    const key = join(dir, 'staging-key.json');
    writeFileSync(
      key,
      JSON.stringify({ type: 'service_account', project_id: 'thali-staging', client_email: 'deployer@thali-staging.iam.gserviceaccount.com' }),
    );

    const refusal = () => oneProjectThroughout(dir, { ...prod, GOOGLE_APPLICATION_CREDENTIALS: key });

    expect(refusal).toThrow(
      /the service account in GOOGLE_APPLICATION_CREDENTIALS \(deployer@thali-staging\.iam\.gserviceaccount\.com\) is from project thali-staging, but the deploy goes to thali-prod/,
    );
    expect(refusal).toThrow(/sets API_SERVICE_ACCOUNT=thali-api@thali-staging\.iam\.gserviceaccount\.com, a service account of project thali-staging/);
  });

  it('refuses a reCAPTCHA site key from another project, or one that does not say its project, and passes one of this project', () => {
    const dir = projectCopy();
    envFor(dir, 'thali-prod');
    mkdirSync(join(dir, 'web'));
    const key = 'VITE_RECAPTCHA_ENTERPRISE_SITE_KEY=6LdXaBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789\n';

    writeFileSync(join(dir, 'web/.env.production'), `${key}RECAPTCHA_SITE_KEY_PROJECT=thali-staging\n`);
    expect(() => oneProjectThroughout(dir, prod)).toThrow(
      /the reCAPTCHA site key 6LdXaB\.\.\. is from project thali-staging \(RECAPTCHA_SITE_KEY_PROJECT\), but the deploy goes to thali-prod/,
    );

    writeFileSync(join(dir, 'web/.env.production'), key);
    expect(() => oneProjectThroughout(dir, prod)).toThrow(/does not say which project it was created in/);

    writeFileSync(join(dir, 'web/.env.production'), `${key}RECAPTCHA_SITE_KEY_PROJECT=thali-prod\n`);
    expect(oneProjectThroughout(dir, prod)).toMatch(/^thali-prod throughout/);
  });

  it('refuses online payments switched on in the Settings seed without their key id and secrets', () => {
    const dir = projectCopy();
    editText(dir, 'functions/src/domain/settings-defaults.ts', (ts) =>
      ts.replace("online: { 'dine-in': 'off', takeaway: 'off' }", "online: { 'dine-in': 'off', takeaway: 'required' }"),
    );
    editText(dir, 'functions/src/index.ts', (ts) => ts.replace(/, razorpayWebhookSecret(?=[,\]])/g, ''));

    const refusal = () => onlinePaymentsHaveTheirSecrets(dir);

    expect(refusal).toThrow(/online payments without their secrets: payments\.online\.takeaway is required in the Settings seed/);
    expect(refusal).toThrow(/the seed has no Razorpay key id/);
    expect(refusal).toThrow(/the api function does not bind RAZORPAY_WEBHOOK_SECRET/);
  });

  it('refuses a query in the code that no declared index serves, naming where it is, though no test ever ran it', () => {
    const dir = projectCopy();
    expect(codeQueriesHaveTheirIndexes(dir)).toMatch(/queries read from the code \(\d+ not in the census\), each served by an index/);
    writeFileSync(
      join(dir, 'functions/src/services/table-report.ts'),
      [
        "import { ORDERS } from '../domain/collections';",
        "import type { DocStore } from '../ports';",
        "const byTable = (table: string) => [{ field: 'tableNumber', op: '==' as const, value: table }];",
        'export const biggestAtTable = (store: DocStore, table: string) =>',
        "  store.query(ORDERS, { where: byTable(table), orderBy: [{ field: 'totalCents', direction: 'desc' }], limit: 5 });",
        '',
      ].join('\n'),
    );

    expect(() => codeQueriesHaveTheirIndexes(dir)).toThrow(
      /1 query in the code would be refused by Firestore[\s\S]*functions\/src\/services\/table-report\.ts:5: orders: where tableNumber ==; order by totalCents desc[\s\S]*"fieldPath": "tableNumber"/,
    );
  }, 60_000);

  it('refuses a query written with the Firestore SDK itself (.where / .orderBy) that no declared index serves', () => {
    const dir = projectCopy();
    writeFileSync(
      join(dir, 'functions/src/services/no-shows.ts'),
      [
        "import { getFirestore } from 'firebase-admin/firestore';",
        "import { RESERVATIONS } from '../domain/collections';",
        'export const noShows = (phone: string) =>',
        "  getFirestore().collection(RESERVATIONS).where('phone', '==', phone).where('status', '==', 'no-show').orderBy('date', 'desc').limit(5).get();",
        '',
      ].join('\n'),
    );

    expect(() => codeQueriesHaveTheirIndexes(dir)).toThrow(
      /functions\/src\/services\/no-shows\.ts:4: reservations: where phone ==, status ==; order by date desc[\s\S]*"collectionGroup": "reservations"/,
    );
  }, 60_000);
});
