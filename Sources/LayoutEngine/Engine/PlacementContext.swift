// What the placing walk hands a layout besides its bounds and proposal, as SwiftUI's
// placement pass does with its `PlacementContext`: where the view sits on the screen, its
// safe area, and the placements its container already decided for its subviews (a grid's
// cells in a row). Measuring never has one, so sizes stay pure functions of proposals; the
// layouts that read it (`ignoresSafeArea`, a scroll view's content margins, a grid row) are
// built from it in the one dispatch, `LayoutState.perform`, for every operation alike.

struct PlacementContext {
  /// The view's frame in root coordinates (with `.offset` shifts).
  var frame: Rect
  /// The view's safe area; `.none` where the walk tracks none.
  var safeArea: SafeAreaBand
  /// How close to the safe edge counts as touching it (half a pixel and a little).
  var tolerance: Double
  var layoutDirection: LayoutDirection
  /// Where the container put this view's subviews, relative to the view: a grid's cells of
  /// one of its rows. nil for every other view.
  var subviewPlacements: [LayoutPlacement]?

  /// How far the view reaches out to the screen's edge on the given sides: the distance to
  /// the outer edge of the band where the view touches it, 0 elsewhere (leading and trailing
  /// by layout direction). What `.ignoresSafeArea` grows its content by.
  func reach(ignoring edges: Edge.Set) -> EdgeInsets {
    let reach = safeArea.reach(of: frame, tolerance: tolerance)
    let ignored = SideLengths(ignoredSides: edges, direction: layoutDirection)
    return SideLengths(
      top: ignored.top > 0 ? reach.top : 0, left: ignored.left > 0 ? reach.left : 0,
      bottom: ignored.bottom > 0 ? reach.bottom : 0, right: ignored.right > 0 ? reach.right : 0
    ).insets(direction: layoutDirection)
  }

  /// A scroll view's content margins (ScrollViewLayout.swift): on each side with an unsafe
  /// band, how far the safe edge lies inside the view's frame, so that the content starts at
  /// the safe edge; none on a side with no band (a frame hanging off a screen edge without
  /// insets is not padded). Less than the tolerance counts as none.
  var contentMargins: EdgeInsets {
    let band = safeArea
    func margin(_ inside: Double, band: Double) -> Double {
      guard band > tolerance, inside.isFinite, inside > tolerance else { return 0 }
      return inside
    }
    return SideLengths(
      top: margin(band.safe.minY - frame.minY, band: band.safe.minY - band.outer.minY),
      left: margin(band.safe.minX - frame.minX, band: band.safe.minX - band.outer.minX),
      bottom: margin(frame.maxY - band.safe.maxY, band: band.outer.maxY - band.safe.maxY),
      right: margin(frame.maxX - band.safe.maxX, band: band.outer.maxX - band.safe.maxX)
    ).insets(direction: layoutDirection)
  }
}

extension SideLengths {
  /// 1 on each physical side that `edges` names for `direction`, 0 elsewhere.
  init(ignoredSides edges: Edge.Set, direction: LayoutDirection) {
    let rtl = direction == .rightToLeft
    self.init(
      top: edges.contains(.top) ? 1 : 0,
      left: edges.contains(rtl ? .trailing : .leading) ? 1 : 0,
      bottom: edges.contains(.bottom) ? 1 : 0,
      right: edges.contains(rtl ? .leading : .trailing) ? 1 : 0)
  }
}
