// twin: alignment/trailing-as-leading.lyt
// An alignment guide that reports a view's trailing edge as its leading one: "Total" ends
// where the other rows start (worked in the twin).
import SwiftUI

#Preview {
    VStack(alignment: .leading) {
        Text("Total")
            .alignmentGuide(.leading) { d in d[.trailing] }
        Text("42 items")
        Text("Updated today")
    }
}
