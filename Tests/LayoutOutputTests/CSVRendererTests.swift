// The CSV format, byte for byte (layoutc(1) "--format csv").
import LayoutEngine
import Testing

@testable import LayoutOutput

@Suite struct CSVRendererTests {
  @Test func singleDump() {
    let expected = """
      path,depth,kind,label,id,role,x,y,width,height,line,column,truncated
      0,0,vstack,,,,161.667,391.833,66.667,60.333,1,1,
      0.0,1,background,,,,161.667,391.833,66.667,60.333,2,26,
      0.0.0,2,padding,,,,161.667,391.833,66.667,60.333,2,13,
      0.0.0.0,3,text,Hi,,,181.667,411.833,26.667,20.333,2,3,
      0.0.1,2,color,red,,background,161.667,391.833,66.667,60.333,2,38,

      """
    #expect(CSVRenderer().render(Fixtures.hiDump) == expected)
  }

  @Test func rfc4180Quoting() {
    let out = CSVRenderer().render(
      Dump(file: "a", screen: .unspecified, scale: 1, tree: Fixtures.deepTree))
    let lines = out.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[2] == "0.0,1,vstack,,left,,0,0,50,50,2,3,")
    // A label with a quote and a line break is quoted, its quotes doubled; the row spans lines.
    #expect(
      out.contains("0.0.0.0,3,text,\"say \"\"hi\"\"\n\\ok\t\u{1}\",greeting,,0,0,50,20.5,3,5,true\n"))
    #expect(out.contains("0.0.0.1,3,circle,,,overlay,21,6,8,8,3,24,\n"))
    #expect(out.hasSuffix("0.1.0,2,color,blue,,,50,0,50,50,1,20,\n"))
    #expect(!out.contains("\r"))
  }

  @Test func fieldEscaping() {
    #expect(Escaping.csvField("plain") == "plain")
    #expect(Escaping.csvField("a,b") == "\"a,b\"")
    #expect(Escaping.csvField("a\"b") == "\"a\"\"b\"")
    #expect(Escaping.csvField("a\rb") == "\"a\rb\"")
    #expect(Escaping.csvField("") == "")
    #expect(Escaping.csvField(" é ") == " é ")
  }

  @Test func severalDumpsGetFileAndScreenColumns() {
    let dumps = [
      Dump(
        file: "hello.lyt", screen: ProposedSize(width: 390, height: 844), scale: 3,
        tree: Fixtures.leaf(1)),
      Dump(
        file: "hello.lyt", screen: ProposedSize(width: nil, height: 844), scale: 3,
        tree: Fixtures.leaf(2)),
      Dump(
        file: "my,file.lyt", screen: ProposedSize(width: 390, height: 844), scale: 3,
        tree: Fixtures.leaf(3)),
      Dump(
        file: "my,file.lyt", screen: ProposedSize(width: nil, height: 844), scale: 3,
        tree: Fixtures.leaf(4)),
    ]
    let expected = """
      file,screen,path,depth,kind,label,id,role,x,y,width,height,line,column,truncated
      hello.lyt,390x844,0,0,color,red,,,0,0,1,10,1,1,
      hello.lyt,autox844,0,0,color,red,,,0,0,2,10,1,1,
      "my,file.lyt",390x844,0,0,color,red,,,0,0,3,10,1,1,
      "my,file.lyt",autox844,0,0,color,red,,,0,0,4,10,1,1,

      """
    #expect(CSVRenderer().render(dumps, grouping: DumpGrouping(files: 2, sizes: 2)) == expected)
  }
}
