// SwiftUI's layout behaviours that a reader of the rules alone would not guess, named in one
// place (as Yoga names its `Errata`). Each is what SwiftUI does, measured or read from its
// binary; the engine reproduces every one, always. The code that applies one cites it as
// `Quirk.name`, so a search finds every place a behaviour lives.

/// A SwiftUI layout behaviour the engine reproduces on purpose. Documentation only: no value
/// of this type is made.
enum Quirk {
  /// A frame's own alignment guides are the defaults of its size, never its child's explicit
  /// values: `.frame(...)` hides the baselines of what it wraps from its own container, and
  /// places its child by the child's guides (layoutc-layout(7) 15).
  case frameGuidesAreTheFramesOwn

  /// A container's explicit guide is its child's origin plus the child's value, the
  /// children's values combined: first and last text baselines take the minimum, custom
  /// guides the average (layoutc-layout(7) 4.4, Q3, Q8; the decompiled `_combineExplicit`).
  case containerGuidesCombineChildValues

  /// A text proposed zero width answers zero width (one character a line, the height of all
  /// of them): the minimum a stack probes of any text (layoutc-layout(7) 16.1).
  case zeroWidthTextIsZeroWide

  /// A stack's cross-axis range starts at 0, not at its first child's origin, so a child
  /// aligned above the others grows the stack downwards only (decompiled `placeChildren`).
  case stackCrossRangeStartsAtZero

  /// `.offset` moves what it modifies, not itself: the offset node reports its layout
  /// frame, so a background written after `.offset` stays where layout put the view
  /// (layoutc-layout(7) 13).
  case offsetKeepsItsLayoutFrame

  /// A subview that a custom layout leaves unplaced is centred in the container, with the
  /// container's own proposal (layoutc-layout(7) 25).
  case unplacedSubviewIsCentred

  /// Frames are snapped corner by corner to the nearest pixel, an exact half going up, also
  /// for negative values (layoutc-layout(7) 2).
  case pixelHalfRoundsUp

  /// A divider is one pixel thick, but 1 pt at the accessibility text sizes
  /// (layoutc-layout(7) 6).
  case dividerIsOnePointAtAccessibilitySizes
}
