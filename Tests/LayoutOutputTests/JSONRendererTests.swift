// The JSON format, byte for byte (layoutc(1) "--format json").
import LayoutEngine
import Testing

@testable import LayoutOutput

@Suite struct JSONRendererTests {
  @Test func singleDocument() {
    let expected = """
      {
        "format": 1,
        "file": "hello.lyt",
        "proposal": { "width": 390, "height": 844 },
        "scale": 3,
        "safeArea": { "top": 0, "leading": 0, "bottom": 0, "trailing": 0 },
        "root": {
          "kind": "vstack",
          "path": "0",
          "frame": { "x": 161.667, "y": 391.833, "width": 66.667, "height": 60.333 },
          "source": { "line": 1, "column": 1 },
          "children": [
            {
              "kind": "background",
              "path": "0.0",
              "frame": { "x": 161.667, "y": 391.833, "width": 66.667, "height": 60.333 },
              "source": { "line": 2, "column": 26 },
              "children": [
                {
                  "kind": "padding",
                  "path": "0.0.0",
                  "frame": { "x": 161.667, "y": 391.833, "width": 66.667, "height": 60.333 },
                  "source": { "line": 2, "column": 13 },
                  "children": [
                    {
                      "kind": "text",
                      "path": "0.0.0.0",
                      "label": "Hi",
                      "frame": { "x": 181.667, "y": 411.833, "width": 26.667, "height": 20.333 },
                      "text": { "lines": ["Hi"], "truncated": false },
                      "source": { "line": 2, "column": 3 }
                    }
                  ]
                },
                {
                  "kind": "color",
                  "path": "0.0.1",
                  "label": "red",
                  "role": "background",
                  "frame": { "x": 161.667, "y": 391.833, "width": 66.667, "height": 60.333 },
                  "source": { "line": 2, "column": 38 }
                }
              ]
            }
          ]
        }
      }

      """
    #expect(JSONRenderer().render(Fixtures.hiDump) == expected)
  }

  @Test func optionalKeysEscapesAutoSidesAndSafeArea() {
    let tree = FrameTree(nodes: [
      FrameNode(
        kind: "text", label: "a \"q\" \\ b\nc\td\u{1F}é😀/", id: "x\"y", path: "0", depth: 0,
        frame: Rect(x: 0.0005, y: -0.0001, width: 12.3456, height: 20.333333),
        text: TextLines(
          lines: ["a \"q\" \\ b", "c\td\u{1F}é😀/…"], truncated: true, approximate: true),
        source: SourcePosition(line: 3, column: 14))
    ])
    let dump = Dump(
      file: "dir/my \"file\".lyt", screen: ProposedSize(width: nil, height: 844), scale: 2,
      safeArea: EdgeInsets(top: 47, leading: 0, bottom: 34.5, trailing: 0), tree: tree)
    let expected = """
      {
        "format": 1,
        "file": "dir/my \\"file\\".lyt",
        "proposal": { "width": null, "height": 844 },
        "scale": 2,
        "safeArea": { "top": 47, "leading": 0, "bottom": 34.5, "trailing": 0 },
        "root": {
          "kind": "text",
          "path": "0",
          "label": "a \\"q\\" \\\\ b\\nc\\u0009d\\u001fé😀/",
          "id": "x\\"y",
          "frame": { "x": 0.001, "y": 0, "width": 12.346, "height": 20.333 },
          "text": { "lines": ["a \\"q\\" \\\\ b", "c\\u0009d\\u001fé😀/…"], "truncated": true, "approximate": true },
          "source": { "line": 3, "column": 14 }
        }
      }

      """
    #expect(JSONRenderer().render(dump) == expected)
  }

  @Test func emptyTextLines() {
    let tree = FrameTree(nodes: [
      FrameNode(
        kind: "text", label: "", path: "0", depth: 0, frame: Rect(x: 0, y: 0, width: 0, height: 0),
        text: TextLines(lines: [], truncated: false), source: SourcePosition(line: 1, column: 1))
    ])
    let out = JSONRenderer().render(Dump(file: "-", screen: .unspecified, scale: 3, tree: tree))
    #expect(out.contains("\n    \"text\": { \"lines\": [], \"truncated\": false },\n"))
    #expect(out.contains("\"proposal\": { \"width\": null, \"height\": null },"))
  }

  @Test func severalDumpsMakeAnArray() {
    let dumps = [
      Dump(
        file: "a.lyt", screen: ProposedSize(width: 390, height: 844), scale: 3,
        tree: Fixtures.leaf(1)),
      Dump(
        file: "a.lyt", screen: ProposedSize(width: 375, height: 667), scale: 2,
        tree: Fixtures.leaf(2)),
    ]
    let expected = """
      [
        {
          "format": 1,
          "file": "a.lyt",
          "proposal": { "width": 390, "height": 844 },
          "scale": 3,
          "safeArea": { "top": 0, "leading": 0, "bottom": 0, "trailing": 0 },
          "root": {
            "kind": "color",
            "path": "0",
            "label": "red",
            "frame": { "x": 0, "y": 0, "width": 1, "height": 10 },
            "source": { "line": 1, "column": 1 }
          }
        },
        {
          "format": 1,
          "file": "a.lyt",
          "proposal": { "width": 375, "height": 667 },
          "scale": 2,
          "safeArea": { "top": 0, "leading": 0, "bottom": 0, "trailing": 0 },
          "root": {
            "kind": "color",
            "path": "0",
            "label": "red",
            "frame": { "x": 0, "y": 0, "width": 2, "height": 10 },
            "source": { "line": 1, "column": 1 }
          }
        }
      ]

      """
    #expect(JSONRenderer().render(dumps, grouping: DumpGrouping(files: 1, sizes: 2)) == expected)
    // Several files at one size: also an array.
    let files = JSONRenderer().render(dumps, grouping: DumpGrouping(files: 2, sizes: 1))
    #expect(files == expected)
  }

  @Test func siblingsAndDeepClosing() {
    // Closing two levels at once, then a sibling at depth 1.
    let expectedTail = """
                  "source": { "line": 1, "column": 20 }
                }
              ]
            }
          ]
        }
      }

      """
    let out = JSONRenderer().render(
      Dump(file: "a", screen: .unspecified, scale: 1, tree: Fixtures.deepTree))
    #expect(out.hasSuffix(expectedTail))
    #expect(
      out.contains(
        """
                        "source": { "line": 3, "column": 24 }
                      }
                    ]
                  },
                  {
                    "kind": "spacer",
        """))
    #expect(
      out.contains(
        "\"text\": { \"lines\": [\"say \\\"hi\\\"\", \"\\\\ok\\u0009\\u0001\"], \"truncated\": true },"
      ))
  }

  /// A cell laid out by an earlier cell's layout reuses its nodes, after keys of its own; not
  /// with `--explain`'s per-cell `layout` keys.
  @Test func aSharedLayoutReusesTheNodesAfterItsOwnKeys() {
    var first = Fixtures.hiDump
    first.device = "iphone-a"
    var twin = first
    twin.device = "iphone-b"
    twin.dynamicType = .xSmall
    twin.sameLayoutAs = 0
    let grouping = DumpGrouping(files: 1, sizes: 2, named: [.device, .dynamicType])
    let renderer = JSONRenderer()
    #expect(renderer.sharedBody(of: [first, twin], at: 1, grouping: grouping) == 0)
    var apart = twin
    apart.sameLayoutAs = nil
    let shared = renderer.render([first, twin], grouping: grouping)
    #expect(shared == renderer.render([first, apart], grouping: grouping))
    #expect(shared.contains("\"device\": \"iphone-b\",\n    \"dynamicType\": \"xSmall\""))
    let explaining = JSONRenderer(explains: true)
    #expect(explaining.sharedBody(of: [first, twin], at: 1, grouping: grouping) == nil)
  }

  @Test func childLinksFromDepths() {
    let links = JSONRenderer.childLinks(Fixtures.deepTree.nodes)
    // Each node's children, following the links.
    let children = links.firstChild.map { first in
      Array(sequence(first: first, next: { links.nextSibling[$0] }).prefix { $0 >= 0 })
    }
    #expect(children == [[1, 6], [2, 5], [3, 4], [], [], [], [7], []])
  }

  @Test func veryDeepTreeRendersWithoutRecursion() {
    let depth = 1000
    let nodes = (0..<depth).map { d in
      FrameNode(
        kind: "padding", path: "0", depth: d, frame: Rect(x: 0, y: 0, width: 1, height: 1),
        source: SourcePosition(line: 1, column: 1))
    }
    let out = JSONRenderer().render(
      Dump(file: "a", screen: .unspecified, scale: 1, tree: FrameTree(nodes: nodes)))
    #expect(out.hasSuffix("  }\n}\n"))
    #expect(
      out.split(separator: "\n").filter { $0.hasSuffix("\"children\": [") }.count == depth - 1)
  }
}
