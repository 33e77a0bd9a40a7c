// layoutc: --size 300x100
// The SwiftUI twin of spacer-min-length-overflow.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    VStack(spacing: 0) {
        HStack(spacing: 0) {
            Color.red
                .frame(width: 250, height: 20)
            Spacer(minLength: 20)
            Color.blue
                .frame(width: 100, height: 20)
        }
        HStack(spacing: 0) {
            Spacer()
            Color.green
                .frame(width: 40, height: 20)
            Spacer()
        }
        Spacer()
    }
}
// layoutc-lint: ignore-file stack-overflow, offscreen -- this example shows spacers' minimum lengths overflowing the screen
