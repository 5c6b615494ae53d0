import english from '@/i18n/compiled/en/names'
import type { NameRefusal, NameScript } from './NameRefusal'

type Messages = (typeof english)['names']

/**
 * Why a text cannot be a name, in a language (`t`, the names room, English by default): the API's
 * answers and the server's log use the English, the registration view the visitor's language.
 *
 * @example
 * nameRefusalText({ code: 'length', min: 3, max: 63 }) // 'the label must be 3 to 63 characters long'
 */
export function nameRefusalText(refusal: NameRefusal, t: Messages = english.names): string {
  const scriptName = (script: NameScript) =>
    script.kind === 'restricted' ? t.ruleRestrictedScript() : script.name
  switch (refusal.code) {
    case 'emptyLabel':
      return t.ruleEmptyLabel()
    case 'notUnderZone':
      return t.ruleNotUnderZone({ zone: refusal.zone })
    case 'singleLabel':
      return t.ruleSingleLabel({ zone: refusal.zone })
    case 'length':
      return t.ruleLength({ min: String(refusal.min), max: String(refusal.max) })
    case 'leadingMark':
      return t.ruleLeadingMark()
    case 'emojiMark':
      return t.ruleEmojiMark()
    case 'cannotStart':
      return t.ruleCannotStart({ character: refusal.character })
    case 'cannotEnd':
      return t.ruleCannotEnd({ character: refusal.character })
    case 'cannotFollow':
      return t.ruleCannotFollow({ character: refusal.character, previous: refusal.previous })
    case 'tooManyMarks':
      return t.ruleTooManyMarks()
    case 'markSequence':
      return t.ruleMarkSequence()
    case 'invalidCharacter': {
      const { script, codePoint } = refusal
      if (script === undefined)
        return codePoint === undefined ? t.ruleInvalidCharacter() : t.ruleInvalidCharacterAt({ codePoint })
      return codePoint === undefined
        ? t.ruleInvalidForScript({ script })
        : t.ruleInvalidForScriptAt({ script, codePoint })
    }
    case 'mixedScripts': {
      const first = scriptName(refusal.first)
      const second = refusal.second ? scriptName(refusal.second) : t.ruleAnotherScript()
      return refusal.codePoint === undefined
        ? t.ruleMixedScripts({ first, second })
        : t.ruleMixedScriptsAt({ first, second, codePoint: refusal.codePoint })
    }
    case 'wholeScript':
      return t.ruleWholeScript({ script: refusal.script, other: refusal.other })
    case 'labelExtension':
      return t.ruleLabelExtension()
    case 'underscore':
      return t.ruleUnderscore()
    case 'notValid':
      return t.ruleNotValid()
  }
}
