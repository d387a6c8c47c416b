import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { util } from 'zod/v4/core';
import { NewsletterSignupSchema } from '@domain/newsletter';

describe("zod in the browser, under a CSP without 'unsafe-eval'", () => {
  it('is jitless before the shared schemas are built, so it never probes new Function (here eval is allowed: a probe would answer true)', () => {
    expect(z.config().jitless).toBe(true);
    expect(util.allowsEval.value).toBe(false);
    expect(NewsletterSignupSchema.safeParse({ email: 'not-an-email' }).success).toBe(false);
    expect(NewsletterSignupSchema.safeParse({ email: 'ana@example.com' }).success).toBe(true);
  });
});
