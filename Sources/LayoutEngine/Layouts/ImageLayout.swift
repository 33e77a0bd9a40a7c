// Reproduces: SwiftUI `Image` (layoutc-layout(7) 17, Decision 5).
// A bitmap keeps its natural size whatever it is offered; `.resizable()` takes the proposal
// and its natural size where the proposal is unspecified. A symbol is its measured size at
// the current font (SymbolSizes.swift), or a square of the font's line height (the engine
// works that side out). Baselines
// default to the bottom edge, like any non-text view.

struct ImageLayout: Layout {
  var naturalSize: Size
  var resizable: Bool

  /// `symbolSide`: the current font's line height; `platform`: whose measured symbol sizes.
  init(_ image: ImageContent, symbolSide: Double, platform: Platform, scale: Double) {
    if let size = image.naturalSize {
      naturalSize = size
    } else if let name = image.systemName {
      naturalSize =
        platform == .ios
        ? SymbolSizes.size(of: name, side: symbolSide, scale: scale)
        : SymbolSizes.macSize(of: name, side: symbolSide)
    } else {
      naturalSize = .zero
    }
    resizable = image.resizable
  }

  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
    guard resizable else { return naturalSize }
    return proposal.replacingUnspecifiedDimensions(by: naturalSize)
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()
  ) -> [LayoutPlacement] { [] }

  /// A plain view's spacing: the default distance to other views (layoutc-layout(7) 3.3).
  func spacing(subviews: LayoutSubviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}
