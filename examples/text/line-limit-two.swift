// The SwiftUI twin of line-limit-two.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    Text("The quick brown fox jumps over the lazy dog")
        .lineLimit(2)
        .frame(width: 150)
}
