import { describe, expect, test } from 'vitest'
import {
  connectEmailMessage,
  connectFarcasterMessage,
  connectOtpMessage,
  connectSecondFactorMessage,
  connectSocialMessage,
  EmbeddedUser,
  getSocialRedirectUriMessage,
  SocialProvider,
  setPreferredAccountMessage,
  syncThemeMessage,
  updateEmailMessage,
  updateEmailPrimaryOtpMessage,
  updateEmailSecondaryOtpMessage,
} from './embeddedMessages'

// The validation rules of docs/behaviour.md#validation that the embedded-wallet messages enforce.

const address = `0x${'12'.repeat(20)}`
const emailFields = [
  connectEmailMessage.request.shape.payload.shape.email,
  updateEmailMessage.request.shape.payload.shape.email,
  updateEmailSecondaryOtpMessage.success.shape.payload.shape.newEmail,
  EmbeddedUser.shape.email.def.innerType,
]
const otpFields = [connectOtpMessage, updateEmailPrimaryOtpMessage, updateEmailSecondaryOtpMessage].map(
  (message) => message.request.shape.payload.shape.otp,
)

describe('email fields must be valid emails', () => {
  test.each(['alice@example.com', 'a.b+c@sub.example.co', `${'a'.repeat(64)}@example.com`])(
    '%s passes',
    (email) => {
      for (const field of emailFields) expect(field.safeParse(email).success).toBe(true)
    },
  )

  test.each([
    '',
    'alice',
    'alice@',
    '@example.com',
    'alice@example',
    'alice @example.com',
    ' alice@example.com',
    'alice@example.com\n',
    'alice@@example.com',
    '<script>@example.com',
    `${'a'.repeat(243)}@example.com`,
  ])('%j fails', (email) => {
    for (const field of emailFields) expect(field.safeParse(email).success).toBe(false)
  })
})

describe('an OTP is 6 digits', () => {
  test.each(['000000', '123456', '999999'])('%s passes', (otp) => {
    for (const field of otpFields) expect(field.safeParse(otp).success).toBe(true)
  })

  test.each(['', '12345', '1234567', '12345a', '12 345', '123456 ', '١٢٣٤٥٦', 123456, null])(
    '%j fails',
    (otp) => {
      for (const field of otpFields) expect(field.safeParse(otp).success).toBe(false)
    },
  )
})

describe('the social provider is one of the six', () => {
  test('the enum is exactly google, github, apple, facebook, x, discord', () => {
    expect(SocialProvider.options).toEqual(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
  })

  test.each(['twitter', 'Google', 'farcaster', 'email', '', 'google '])('%j fails', (provider) => {
    expect(getSocialRedirectUriMessage.request.shape.payload.safeParse({ provider }).success).toBe(false)
  })
})

test('the connect action is VERIFY_DEVICE, VERIFY_OTP or CONNECT', () => {
  const action = connectEmailMessage.success.shape.payload.shape.action
  expect(action.options).toEqual(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'])
  for (const bad of ['verify_otp', 'VERIFY_PRIMARY_OTP', 'CONNECTED', ''])
    expect(action.safeParse(bad).success).toBe(false)
})

test('the update-email action is VERIFY_PRIMARY_OTP or VERIFY_SECONDARY_OTP', () => {
  const action = updateEmailMessage.success.shape.payload.shape.action
  expect(action.options).toEqual(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'])
  for (const bad of ['CONNECT', 'VERIFY_OTP', 'verify_primary_otp'])
    expect(action.safeParse(bad).success).toBe(false)
})

test('the theme mode is light or dark', () => {
  const payload = syncThemeMessage.request.shape.payload
  for (const themeMode of ['light', 'dark']) expect(payload.safeParse({ themeMode }).success).toBe(true)
  for (const themeMode of ['system', 'Dark', '', 1])
    expect(payload.safeParse({ themeMode }).success).toBe(false)
})

test('an account type is eoa or smartAccount', () => {
  const payload = setPreferredAccountMessage.request.shape.payload
  for (const type of ['eoa', 'smartAccount']) expect(payload.safeParse({ type }).success).toBe(true)
  for (const type of ['EOA', 'smart', '']) expect(payload.safeParse({ type }).success).toBe(false)
})

test('connectSocial takes only an http(s) return uri', () => {
  const payload = connectSocialMessage.request.shape.payload
  expect(payload.safeParse({ uri: 'http://127.0.0.1:3000/popup?code=1' }).success).toBe(true)
  for (const uri of ['javascript:alert(1)', 'data:text/html,x', 'latch://callback', 'popup?code=1']) {
    expect(payload.safeParse({ uri }).success).toBe(false)
  }
})

test('a user has an address and a chain; the rest is optional', () => {
  expect(EmbeddedUser.safeParse({ address, chainId: 1 }).success).toBe(true)
  expect(EmbeddedUser.safeParse({ address, chainId: 'solana:mainnet' }).success).toBe(true)
  expect(EmbeddedUser.safeParse({ chainId: 1 }).success).toBe(false)
  expect(EmbeddedUser.safeParse({ address }).success).toBe(false)
  expect(EmbeddedUser.safeParse({ address, chainId: 1, userName: 'x'.repeat(101) }).success).toBe(false)
})

test('a login answers VERIFY_SECOND_FACTOR while the wallet waits for its second factor, and nothing else', () => {
  const waiting = { action: 'VERIFY_SECOND_FACTOR' }
  for (const message of [connectOtpMessage, connectSocialMessage, connectFarcasterMessage]) {
    const result = message.success.shape.payload
    expect(result.parse(waiting)).toEqual(waiting)
    expect(result.safeParse({ action: 'VERIFY_OTP' }).success).toBe(false)
  }
  expect(connectOtpMessage.success.shape.payload.parse({})).toEqual({})
  expect(connectFarcasterMessage.success.shape.payload.parse({ userName: 'alice' })).toEqual({
    userName: 'alice',
  })
  expect(connectSocialMessage.success.shape.payload.parse({ address, chainId: 1 })).toEqual({
    address,
    chainId: 1,
  })
})

test('connectSecondFactor takes a code as typed, trimmed', () => {
  const payload = connectSecondFactorMessage.request.shape.payload
  expect(payload.parse({ code: ' 123456' })).toEqual({ code: '123456' })
  expect(payload.safeParse({ code: 'abcde-fghij' }).success).toBe(true)
  expect(payload.safeParse({ code: '12345' }).success).toBe(false)
})
