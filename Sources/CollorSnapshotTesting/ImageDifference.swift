import Foundation

/// Where two PNGs of one size differ as a person would see it: the share of changed pixels, the
/// box around them, and a difference image that marks exactly them.
public struct ImageDifference: Sendable {
    /// The share of pixels (0 to 1) whose colours differ by more than the tolerance; 1 when the
    /// sizes differ.
    public var share: Double
    /// The smallest rectangle, in pixels, that holds every changed pixel; nil when none changed
    /// or the sizes differ.
    public var region: (x: Int, y: Int, width: Int, height: Int)?
    /// A PNG of the images' size: every changed pixel pure red (255, 0, 0), every other one the
    /// reference's, grey and faded (so never pure red); nil when the sizes differ.
    public var image: Data?

    /// Compares `reference` and `actual` in headless Chromium: a pixel changed when its colour,
    /// laid on white, differs by more than `perceptualTolerance` in CIE76 ΔE.
    public init(_ reference: Data, _ actual: Data, perceptualTolerance: Double) throws {
        let script = """
            var a=images[0],b=images[1];
            if(a.width!==b.width||a.height!==b.height){return JSON.stringify({share:1});}
            function pixels(i){var c=document.createElement("canvas");c.width=i.width;c.height=i.height;
            var x=c.getContext("2d");x.fillStyle="#fff";x.fillRect(0,0,i.width,i.height);x.drawImage(i,0,0);
            return x.getImageData(0,0,i.width,i.height).data;}
            function lin(v){v/=255;return v<=0.04045?v/12.92:Math.pow((v+0.055)/1.055,2.4);}
            function f(t){return t>0.008856?Math.cbrt(t):7.787*t+16/116;}
            function lab(r,g,b){r=lin(r);g=lin(g);b=lin(b);
            var x=f((0.4124*r+0.3576*g+0.1805*b)/0.95047),y=f(0.2126*r+0.7152*g+0.0722*b),
            z=f((0.0193*r+0.1192*g+0.9505*b)/1.08883);return [116*y-16,500*(x-y),200*(y-z)];}
            var p=pixels(a),q=pixels(b),bad=0,t=\(perceptualTolerance),w=a.width,h=a.height;
            var c=document.createElement("canvas");c.width=w;c.height=h;var x=c.getContext("2d");
            var out=x.createImageData(Math.max(w,1),Math.max(h,1)),o=out.data,x0=w,y0=h,x1=-1,y1=-1;
            for(var k=0;k<p.length;k+=4){var changed=false;
            if(p[k]!==q[k]||p[k+1]!==q[k+1]||p[k+2]!==q[k+2]){var u=lab(p[k],p[k+1],p[k+2]),
            v=lab(q[k],q[k+1],q[k+2]);changed=Math.hypot(u[0]-v[0],u[1]-v[1],u[2]-v[2])>t;}
            if(changed){bad++;o[k]=255;o[k+1]=0;o[k+2]=0;o[k+3]=255;var n=k/4,px=n%w,py=(n-px)/w;
            if(px<x0)x0=px;if(py<y0)y0=py;if(px>x1)x1=px;if(py>y1)y1=py;}
            else{var g=Math.round(204+0.2*(0.299*p[k]+0.587*p[k+1]+0.114*p[k+2]));
            o[k]=g;o[k+1]=g;o[k+2]=g;o[k+3]=255;}}
            x.putImageData(out,0,0);
            return JSON.stringify({share:bad/Math.max(p.length/4,1),
            box:x1<0?null:[x0,y0,x1-x0+1,y1-y0+1],png:c.toDataURL("image/png").split(",")[1]});
            """
        let answer = try HeadlessChromium.onImages([reference, actual], script)
        struct Answer: Decodable {
            var share: Double
            var box: [Int]?
            var png: String?
        }
        guard let decoded = try? JSONDecoder().decode(Answer.self, from: Data(answer.utf8)) else {
            throw HeadlessChromium.Failure(description: "Chromium could not compare the images")
        }
        share = decoded.share
        if let box = decoded.box, box.count == 4 {
            region = (box[0], box[1], box[2], box[3])
        }
        image = decoded.png.flatMap { Data(base64Encoded: $0) }
    }

    /// The region in words: `x 110-259, y 0-51 (150 x 52 px)`, last pixels included.
    public var regionDescription: String? {
        region.map { box in
            "x \(box.x)-\(box.x + box.width - 1), y \(box.y)-\(box.y + box.height - 1) "
                + "(\(box.width) x \(box.height) px)"
        }
    }
}
