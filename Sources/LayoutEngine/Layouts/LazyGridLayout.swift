// Reproduces: SwiftUI `LazyVGrid(columns:alignment:spacing:)` and
// `LazyHGrid(rows:alignment:spacing:)` (layoutc-layout(7) 22, note), with every cell realised.
// Axis-generic: "along" is the axis the grid grows (and scrolls) in, vertical for a
// LazyVGrid; "across" is the axis its tracks (columns of a LazyVGrid) divide. Steps:
// 1. Tracks from the proposed length across: fixed items are exact; flexible items share
//    `proposal - fixed - gaps` equally, each share clamped to the item's range with no
//    redistribution; an adaptive item takes the share a flexible one would and fits
//    floor((share + spacing) / (minimum + spacing)) tracks (at least 1) in it, each
//    (share - gaps) / count clamped to its range. Gaps after each item are its `spacing ?? 8`.
// 2. Children fill the tracks in order, a line at a time; each is proposed its track's length
//    across and nothing (nil) along, like a lazy stack's children (layoutc-layout(7) 22).
// 3. A line is as long as its longest cell; lines are `spacing ?? 8` apart.
// 4. Size: like a lazy stack, the full proposed length across (at least the tracks') and the
//    lines' total along. The tracks are aligned across by `alignment`; each cell is centred in
//    its track and line (GridItem's default alignment).
// Choices where layoutc-layout(7) is silent: with no proposed length across, flexible tracks take
// their minimum and an adaptive item one track at its minimum; an infinite proposal makes as
// many adaptive tracks as there are children; a grid with no tracks shows its children at
// zero size; the grid's spacing is its cells' union with the across edges reset, as a lazy
// stack's (it fills its proposal across like a frame).

struct LazyGridLayout: Layout {
  /// The axis the grid grows in: vertical for a LazyVGrid.
  var axis: Axis
  var items: [GridItem]
  /// Aligns the tracks across (horizontal for a LazyVGrid).
  var alignment: AlignmentKey
  /// The gap between lines; nil for the default (8).
  var spacing: Double?

  init(axis: Axis, items: [GridItem], alignment: AlignmentKey, spacing: Double?) {
    self.axis = axis
    self.items = items.map(Self.sanitized)
    self.alignment = alignment
    self.spacing = spacing.flatMap { $0.isFinite ? $0 : nil }
  }

  static let defaultSpacing: Double = 8
  /// More tracks than this are not told apart (a tiny adaptive minimum stays cheap).
  static let maximumTracks = 10_000

  var across: Axis { axis.other }

  /// Sizes below 0 count as 0, a maximum below the minimum as the minimum, spacings that are
  /// not finite as not given.
  static func sanitized(_ item: GridItem) -> GridItem {
    func length(_ value: Double) -> Double { value.isNaN ? 0 : max(value, 0) }
    let spacing = item.spacing.flatMap { $0.isFinite ? $0 : nil }
    switch item.size {
    case .fixed(let size):
      return GridItem(.fixed(size.isFinite ? length(size) : 0), spacing: spacing)
    case .flexible(let minimum, let maximum):
      let low = minimum.isFinite ? length(minimum) : 0
      return GridItem(.flexible(minimum: low, maximum: max(length(maximum), low)), spacing: spacing)
    case .adaptive(let minimum, let maximum):
      let low = minimum.isFinite ? length(minimum) : 0
      return GridItem(.adaptive(minimum: low, maximum: max(length(maximum), low)), spacing: spacing)
    }
  }

  /// One track: its length across and the gap after it.
  struct Track {
    var length: Double
    var gap: Double
  }

  // MARK: Step 1: tracks

  func tracks(_ proposed: Double?, count children: Int) -> [Track] {
    var tracks: [Track] = []
    let fixed = items.reduce(0.0) { total, item in
      if case .fixed(let size) = item.size { return total + size }
      return total
    }
    let gaps = items.dropLast().reduce(0.0) { $0 + ($1.spacing ?? Self.defaultSpacing) }
    let sharing = items.filter {
      if case .fixed = $0.size { return false }
      return true
    }.count
    let share = proposed.map { ($0 - fixed - gaps) / Double(max(sharing, 1)) }
    for item in items {
      let gap = item.spacing ?? Self.defaultSpacing
      switch item.size {
      case .fixed(let size):
        tracks.append(Track(length: size, gap: gap))
      case .flexible(let minimum, let maximum):
        let length = share.map { min(max($0, minimum), maximum) } ?? minimum
        tracks.append(Track(length: length, gap: gap))
      case .adaptive(let minimum, let maximum):
        guard let share, share > minimum else {
          tracks.append(Track(length: minimum, gap: gap))
          continue
        }
        var count = ((share + gap) / (minimum + gap)).rounded(.down)
        if !count.isFinite || count > Double(Self.maximumTracks) {
          count = Double(min(max(children, 1), Self.maximumTracks))
        }
        count = max(count, 1)
        let length = min(max((share - gap * (count - 1)) / count, minimum), maximum)
        for _ in 0..<Int(count) { tracks.append(Track(length: length, gap: gap)) }
      }
    }
    return tracks
  }

  /// Where the cells go for one proposal, in the grid's coordinates with the tracks at 0.
  struct Solution {
    var tracks: [Track]
    /// Each track's start across.
    var trackStarts: [Double]
    /// Each line's start and length along.
    var lineStarts: [Double]
    var lineLengths: [Double]
    var content: Size
    var proposals: [ProposedSize]
    var sizes: [Size]
  }

  func solve(_ proposal: ProposedSize, subviews: LayoutSubviews) -> Solution {
    let tracks = tracks(proposal[across], count: subviews.count)
    var trackStarts: [Double] = []
    var cursor = 0.0
    for (index, track) in tracks.enumerated() {
      if index > 0 { cursor += tracks[index - 1].gap }
      trackStarts.append(cursor)
      cursor += track.length
    }
    var solution = Solution(
      tracks: tracks, trackStarts: trackStarts, lineStarts: [], lineLengths: [],
      content: .zero, proposals: [], sizes: [])
    guard !tracks.isEmpty else {
      solution.proposals = Array(repeating: .zero, count: subviews.count)
      solution.sizes = subviews.map { $0.sizeThatFits(.zero) }
      return solution
    }
    // Steps 2-3: lines of `tracks.count` cells.
    let gap = spacing ?? Self.defaultSpacing
    var along = 0.0
    for (index, subview) in subviews.enumerated() {
      let track = index % tracks.count
      var cellProposal = ProposedSize.unspecified
      cellProposal[across] = tracks[track].length
      let size = subview.sizeThatFits(cellProposal)
      solution.proposals.append(cellProposal)
      solution.sizes.append(size)
      if track == 0 {
        if index > 0 { along += solution.lineLengths[solution.lineLengths.count - 1] + gap }
        solution.lineStarts.append(along)
        solution.lineLengths.append(0)
      }
      let line = solution.lineLengths.count - 1
      solution.lineLengths[line] = max(solution.lineLengths[line], size[axis])
    }
    var content = Size.zero
    // Never below 0 with negative spacings (StackLayout.swift's rule); max keeps a NaN.
    content[across] = max(cursor, 0)
    content[axis] = max((solution.lineStarts.last ?? 0) + (solution.lineLengths.last ?? 0), 0)
    solution.content = content
    return solution
  }

  // MARK: Layout

  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
    let content = solve(proposal, subviews: subviews).content
    // Step 4: the full proposal across, like a lazy stack.
    var size = content
    size[across] = max(proposal[across] ?? -.infinity, content[across])
    return size
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()
  ) -> [LayoutPlacement] {
    let solution = solve(proposal, subviews: subviews)
    guard !solution.tracks.isEmpty else {
      return solution.proposals.map { LayoutPlacement(position: bounds.origin, proposal: $0) }
    }
    // Step 4: the tracks aligned across in the grid's length.
    var contentSize = Size.zero
    contentSize[across] = solution.content[across]
    var boundsSize = Size.zero
    boundsSize[across] = bounds.size[across]
    let offset =
      subviews.plainDimensions(boundsSize)[alignment]
      - subviews.plainDimensions(contentSize)[alignment]
    return subviews.indices.map { index in
      let track = index % solution.tracks.count
      let line = index / solution.tracks.count
      // Centred in its track and line.
      var center = Point.zero
      center[across] =
        offset + solution.trackStarts[track] + solution.tracks[track].length / 2
      center[axis] = solution.lineStarts[line] + solution.lineLengths[line] / 2
      return LayoutPlacement(
        position: Point(x: bounds.minX + center.x, y: bounds.minY + center.y), anchor: .center,
        proposal: solution.proposals[index])
    }
  }

  func spacing(subviews: LayoutSubviews, cache: inout ()) -> ViewSpacing {
    guard let first = subviews.first else { return .zero }
    var spacing = first.spacing
    for subview in subviews.dropFirst() { spacing.formUnion(subview.spacing) }
    spacing.reset(ViewSpacing.Edge.edges(of: across))
    return spacing
  }
}
