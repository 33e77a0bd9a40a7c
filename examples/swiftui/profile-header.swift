// layoutc: --assets examples/swiftui/Assets.xcassets
// twin: swiftui/twins/profile-header.lyt
// An avatar from the app's asset catalog beside a name: Image("avatar") takes its natural
// size from Assets.xcassets (avatar@2x.png is 160x160 pixels at scale 2, avatar@3x.png 240x240
// at scale 3: 80x80 points either way), and "banner" (Banners/banner.imageset, 300x100 at 1x)
// is 300x100 points.
// Worked (390x844 @3x): "Ada Lovelace" in title2 (22 pt) is 127.027 -> 127.333 wide, 26.333
// high; the HStack 80 + 8 + 127.333 = 215.333 wide, 80 high, the text centred in it (26.667
// down). The VStack: banner 300x100, 8, the row: 188 high, 300 wide, at (45, (844 - 188) / 2
// = 328); the row is centred under the banner: x 45 + (300 - 215.333) / 2 = 87.333, y 436.
import SwiftUI

struct ProfileHeader: View {
    var name = "Ada Lovelace"

    var body: some View {
        VStack {
            Image("banner")
            HStack {
                Image("avatar")
                Text(name).font(.title2)
            }
        }
    }
}
