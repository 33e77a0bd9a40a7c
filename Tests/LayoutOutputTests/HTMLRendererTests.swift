// The HTML page's escaping: JSON inside a <script> element.
import Testing

@testable import LayoutOutput

@Suite struct HTMLRendererTests {
  @Test func scriptJSONStringEscapesWhatCouldEndTheElement() {
    #expect(Escaping.scriptJSONString("plain") == "\"plain\"")
    #expect(
      Escaping.scriptJSONString("</script><!-- & \"\u{2028}")
        == "\"\\u003c/script\\u003e\\u003c!-- \\u0026 \\\"\\u2028\"")
    #expect(Escaping.scriptJSONString("a\nb\u{1}") == "\"a\\nb\\u0001\"")
  }

  @Test func emptyDumpListStillAPage() {
    let page = HTMLRenderer().render([], grouping: .single)
    #expect(page.hasPrefix("<!DOCTYPE html>") && page.hasSuffix("</html>\n"))
    #expect(page.contains("{\"dumps\":[],"))
  }
}
