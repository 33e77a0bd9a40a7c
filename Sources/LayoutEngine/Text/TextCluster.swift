// Reproduces: how text splits into what a line breaker works with: grapheme clusters (a base
// letter with its accents, an emoji sequence, a flag), their width class and where a line may
// break. A simplified UAX #14 (layoutc-layout(7) Q7: beyond greedy word wrapping, CJK and emoji are
// approximations):
// - breaks after spaces and tabs (the spaces hang at the end of the line), after a hyphen or
//   dash that follows a letter and precedes no digit, after a zero-width space or soft hyphen,
//   and before and after CJK ideographs, kana, hangul and emoji;
// - never before spaces, closing punctuation (CJK `、。」`, `!?)]}` ...) or no-break glue,
//   never after opening punctuation;
// - `\n`, `\r`, `\r\n`, U+0085, U+2028, U+2029 end a paragraph.

/// How a grapheme cluster is measured.
enum ClusterWidthClass: Sendable, Hashable {
  /// Measured from the font (table or font file) by its first scalar.
  case glyph
  /// A space of a fixed fraction of the em (en, em, thin ... spaces).
  case emSpace(Double)
  /// A full-width character (CJK ideograph, kana, hangul, full-width form): 1 em.
  case wide
  /// A half-width form: 0.5 em.
  case halfWide
  /// An emoji (with its modifiers, joiners and variation selectors): 1 em.
  case emoji
  /// Draws nothing: joiners, zero-width spaces, controls, a stray combining mark.
  case zero
  /// A tab: advances to the next tab stop.
  case tab
  /// Ends a paragraph.
  case newline
}

/// Line-breaking behaviour of a grapheme cluster.
enum ClusterBreakClass: Sendable, Hashable {
  case other
  /// Spaces and tabs: break after, hang at the end of a line.
  case space
  /// Break after (zero-width space, soft hyphen).
  case breakAfter
  /// Hyphens and dashes: break after unless a digit follows or nothing precedes.
  case hyphen
  /// Ideographs, kana, hangul, emoji: break before and after.
  case ideographic
  /// Closing punctuation: no break before.
  case close
  /// Opening punctuation: no break after.
  case open
  /// No break before or after (no-break space, word joiner).
  case glue
  case digit
  case newline
}

/// One grapheme cluster of a text with its classes and the font (run) it belongs to.
struct TextCluster: Sendable, Hashable {
  var character: Character
  /// The first scalar: what the font measures (accents copy their base letter's width).
  var scalar: Unicode.Scalar
  var widthClass: ClusterWidthClass
  var breakClass: ClusterBreakClass
  /// Index of its run in `ShapedText.runs` (the run sets the font).
  var font: Int

  init(_ character: Character, font: Int) {
    self.character = character
    self.font = font
    let scalars = character.unicodeScalars
    let first = scalars.first ?? " "
    self.scalar = first
    (self.widthClass, self.breakClass) = Self.classify(first, scalars)
  }

  var isWhitespace: Bool { breakClass == .space }

  private static func classify(
    _ s: Unicode.Scalar, _ scalars: Character.UnicodeScalarView
  ) -> (ClusterWidthClass, ClusterBreakClass) {
    let v = s.value
    if isEmoji(s, scalars) { return (.emoji, .ideographic) }
    switch v {
    case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return (.newline, .newline)
    case 0x09: return (.tab, .space)
    case 0x20: return (.glyph, .space)
    case 0xA0, 0x202F: return (.glyph, .glue)
    case 0x2060, 0xFEFF: return (.zero, .glue)
    case 0x200B: return (.zero, .breakAfter)
    case 0xAD: return (.glyph, .breakAfter)
    case 0x200C, 0x200D, 0x200E, 0x200F, 0x2061...0x2064: return (.zero, .other)
    case 0x00...0x1F, 0x7F...0x9F: return (.zero, .other)
    case 0x0300...0x036F, 0xFE00...0xFE0F: return (.zero, .other)
    case 0x2000...0x200A: return (.emSpace(emSpaceFraction(v)), .space)
    case 0x3000: return (.wide, .space)
    case 0x30...0x39: return (.glyph, .digit)
    case 0x2D, 0x2010, 0x2012, 0x2013, 0x2014: return (.glyph, .hyphen)
    default: break
    }
    if let punctuation = cjkPunctuation(v) { return (.wide, punctuation) }
    if isWide(v) { return (.wide, .ideographic) }
    if (0xFF61...0xFF9F).contains(v) { return (.halfWide, .ideographic) }
    switch s {
    case "!", "?", ")", "]", "}", ",", ".", ":", ";", "%", "»", "›", "”", "’", "…", "‼", "°":
      return (.glyph, .close)
    case "(", "[", "{", "«", "‹", "“", "‘", "¿", "¡":
      return (.glyph, .open)
    default:
      return (.glyph, .other)
    }
  }

  /// Widths of the Unicode spaces U+2000...U+200A as fractions of the em (their definitions;
  /// the figure and punctuation spaces take the width of a digit and a period in SF Text).
  private static func emSpaceFraction(_ v: UInt32) -> Double {
    switch v {
    case 0x2000, 0x2002: return 0.5
    case 0x2001, 0x2003: return 1
    case 0x2004: return 1.0 / 3
    case 0x2005: return 0.25
    case 0x2006: return 1.0 / 6
    case 0x2007: return 0.631
    case 0x2008: return 0.297
    case 0x2009: return 0.2
    default: return 0.1
    }
  }

  /// Emoji: a scalar drawn as emoji by default, a text-default emoji with U+FE0F (keycaps,
  /// ©️), a regional-indicator flag, or a sequence joined by U+200D.
  private static func isEmoji(_ s: Unicode.Scalar, _ scalars: Character.UnicodeScalarView) -> Bool {
    if s.value < 0x2000 && s.value != 0x23 && s.value != 0x2A && !(0x30...0x39).contains(s.value)
      && s.value != 0xA9 && s.value != 0xAE
    {
      return false
    }
    if s.properties.isEmojiPresentation { return true }
    if (0x1F1E6...0x1F1FF).contains(s.value) { return true }
    guard s.properties.isEmoji else { return false }
    return scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 || $0.value == 0x200D }
  }

  /// Full-width scripts and forms: CJK ideographs, kana, hangul, bopomofo, CJK symbols.
  private static func isWide(_ v: UInt32) -> Bool {
    switch v {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
      0xFF01...0xFF60, 0xFFE0...0xFFE6, 0x1B000...0x1B16F, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }

  /// CJK punctuation that forbids a break before (closing) or after (opening) it.
  private static func cjkPunctuation(_ v: UInt32) -> ClusterBreakClass? {
    switch v {
    case 0x3001, 0x3002, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301B,
      0x301E, 0x301F, 0x3005, 0x303B, 0x309D, 0x309E, 0x30FC, 0x30FD, 0x30FE, 0xFF01, 0xFF09,
      0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D, 0x3041, 0x3043, 0x3045, 0x3047,
      0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3,
      0x30E3, 0x30E5, 0x30E7:
      return .close
    case 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A, 0x301D, 0xFF08,
      0xFF3B, 0xFF5B:
      return .open
    default:
      return nil
    }
  }
}

extension [TextCluster] {
  /// Whether a line may break between `self[i]` and `self[i + 1]`.
  func breakAllowed(after i: Int) -> Bool {
    guard i + 1 < count else { return true }
    let here = self[i].breakClass
    let next = self[i + 1].breakClass
    switch next {
    case .space, .newline, .close, .glue: return false
    default: break
    }
    switch here {
    case .glue, .open: return false
    case .space, .breakAfter: return true
    case .hyphen:
      // "well-known" breaks after the hyphen; "-5", "a -b" and "1-2" do not.
      guard i > 0, next != .digit else { return false }
      let before = self[i - 1].breakClass
      return before != .space && before != .newline && before != .digit
    case .ideographic: return true
    default: return next == .ideographic
    }
  }
}
