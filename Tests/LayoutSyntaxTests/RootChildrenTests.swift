// The root's children handed over as they are read (`RootChildrenConsumer`), which `layoutc`
// resolves as the file is parsed (`StreamingResolver`, whose results are compared with a whole
// file's in every resolver test).
import Testing

@testable import LayoutSyntax

/// Records what the parser offers and hands over.
private final class Recorder: RootChildrenConsumer {
  let takes: Bool
  var heads: [(name: String, declarations: Int, childrenStart: Int)] = []
  var children: [String] = []
  init(takes: Bool) { self.takes = takes }

  func takesChildren(of head: NamedViewSyntax, after declarations: [DeclarationSyntax]) -> Bool {
    heads.append((head.name.text, declarations.count, head.children?.range.start ?? -1))
    return takes
  }

  func take(_ child: ViewSyntax) {
    guard case .named(let named) = child.primary else {
      children.append("?")
      return
    }
    children.append(named.name.text)
  }
}

@Suite struct RootChildrenTests {
  @Test func theRootsChildrenGoToTheConsumerInOrder() {
    let text =
      "let w = 10\nvstack(spacing: 2) <\n  text \"a\"\n  hstack < circle >\n  spacer\n> .padding"
    let recorder = Recorder(takes: true)
    let result = Parser.parse(SourceFile(name: "a.lyt", text: text), rootChildren: recorder)
    #expect(!result.hasErrors)
    #expect(recorder.heads.count == 1)
    #expect(recorder.heads.first?.name == "vstack")
    #expect(recorder.heads.first?.declarations == 1)
    // The head's children list is empty, at the `<`.
    #expect(
      recorder.heads.first?.childrenStart
        == text.utf8.firstIndex(of: UInt8(ascii: "<")).map {
          text.utf8.distance(from: text.utf8.startIndex, to: $0)
        })
    #expect(recorder.children == ["text", "hstack", "spacer"])
    // The file's root comes back with its modifiers and without the children handed over.
    guard case .named(let root)? = result.file.root?.primary else {
      Issue.record("no root")
      return
    }
    #expect(root.children?.views.isEmpty == true)
    #expect(result.file.root?.modifiers.map(\.name.text) == ["padding"])
  }

  @Test func aConsumerThatDeclinesLeavesTheChildrenInTheTree() {
    let recorder = Recorder(takes: false)
    let result = Parser.parse(
      SourceFile(name: "a.lyt", text: "zstack < text \"a\" text \"b\" >"), rootChildren: recorder)
    #expect(recorder.heads.count == 1 && recorder.children.isEmpty)
    guard case .named(let root)? = result.file.root?.primary else {
      Issue.record("no root")
      return
    }
    #expect(root.children?.views.count == 2)
  }

  @Test func onlyANamedRootWithChildrenIsOffered() {
    for text in ["text \"a\"", "foreach i in 0..<3 < text \"a\" >", "if compact < text \"a\" >"] {
      let recorder = Recorder(takes: true)
      _ = Parser.parse(SourceFile(name: "a.lyt", text: text), rootChildren: recorder)
      #expect(recorder.heads.isEmpty && recorder.children.isEmpty, "\(text)")
    }
  }

  /// After an error the parse has no tree: nothing more is handed over to be resolved.
  @Test func nothingIsHandedOverAfterAnError() {
    let text = "vstack <\n  text \"a\"\n  rectangle .frame(width: )\n  circle\n  spacer\n>"
    let recorder = Recorder(takes: true)
    let result = Parser.parse(SourceFile(name: "a.lyt", text: text), rootChildren: recorder)
    #expect(result.hasErrors)
    #expect(recorder.children == ["text"])
  }
}
