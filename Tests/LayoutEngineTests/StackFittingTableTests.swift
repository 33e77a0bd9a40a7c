// Table-driven checks of HStack sizing (layoutc-layout(7) 4.2): the fitting order (priority
// descending, then flexibility ascending, ties in source order), priority groups with the
// minima of lower groups reserved and released, and remaining / count offers. Each row was
// worked by hand from 4.2; the widths are the direct children's, with spacing 0.

import Testing

@testable import LayoutEngine

struct FittingCase: Sendable, CustomStringConvertible {
  var name: String
  var children: @Sendable () -> [TestView]
  var width: Double
  var widths: [Double]
  var description: String { name }
}

@Suite struct StackFittingTableTests {
  static let cases: [FittingCase] = [
    // Two colors share equally: 100 / 2.
    FittingCase(
      name: "equal colors", children: { [color(), color()] }, width: 100, widths: [50, 50]),
    // The fixed frame is less flexible, so it is sized first whatever its position: it takes
    // 30 of its 50 offer and the color gets the remaining 70.
    FittingCase(
      name: "fixed first", children: { [color().frame(width: 30), color()] }, width: 100,
      widths: [30, 70]),
    FittingCase(
      name: "fixed last", children: { [color(), color().frame(width: 30)] }, width: 100,
      widths: [70, 30]),
    // The higher priority group is offered everything but the lower group's minimum (0).
    FittingCase(
      name: "priority takes all", children: { [color(), color().layoutPriority(1)] },
      width: 100, widths: [0, 100]),
    // The lower group's minimum (a 20 minimum width) is reserved, then released to it.
    FittingCase(
      name: "reserve released",
      children: { [color().frame(FlexFrame(minWidth: 20)), color().layoutPriority(1)] },
      width: 100, widths: [20, 80]),
    // objc.io: max 100 (flexibility 100) before min 100 (flexibility infinite): 75, then the
    // min-100 frame is offered 75 and takes 100; the stack overflows.
    FittingCase(
      name: "max before min",
      children: {
        [color().frame(FlexFrame(maxWidth: 100)), color().frame(FlexFrame(minWidth: 100))]
      }, width: 150, widths: [75, 100]),
    // 4.5: 20 / 220 / 60.
    FittingCase(
      name: "priority groups",
      children: {
        [
          color().frame(FlexFrame(minWidth: 20)),
          color().frame(FlexFrame(minWidth: 20)).layoutPriority(1), color().frame(width: 60),
        ]
      }, width: 300, widths: [20, 220, 60]),
    // The spacer (priority -infinity) has its minimum 8 reserved: the colors split 92, then
    // the spacer gets the 8 released.
    FittingCase(
      name: "spacer reserved", children: { [color(), spacer(), color()] }, width: 100,
      widths: [46, 8, 46]),
    // A clamped flexible frame (flexibility 10) goes first: offered 50 it takes 50 (its
    // minimum); in 200 it is offered 100 and stops at its maximum 60.
    FittingCase(
      name: "clamped small",
      children: { [color(), color().frame(FlexFrame(minWidth: 50, maxWidth: 60))] },
      width: 100, widths: [50, 50]),
    FittingCase(
      name: "clamped large",
      children: { [color(), color().frame(FlexFrame(minWidth: 50, maxWidth: 60))] },
      width: 200, widths: [140, 60]),
    // Equal flexibility keeps source order: both fixed frames take their width.
    FittingCase(
      name: "ties in order",
      children: { [color().frame(width: 10), color().frame(width: 20), color()] }, width: 100,
      widths: [10, 20, 70]),
    // Two spacers split what the fixed child leaves: (100 - 40) / 2.
    FittingCase(
      name: "two spacers", children: { [spacer(), color().frame(width: 40), spacer()] },
      width: 100, widths: [30, 40, 30]),
  ]

  @Test(arguments: cases)
  func widths(_ row: FittingCase) throws {
    let view = hstack(spacing: 0, row.children())
    let tree = try view.tree().layout(in: context(row.width, 50, rounded: false))
    let children = tree.nodes.filter { $0.depth == 1 }.map(\.frame.size.width)
    #expect(children == row.widths)
  }
}
