#import "LegacyProfileCell.h"
#import <UIKit/UIKit.h>

// Rule text in comments is not code: [UIFont systemFontOfSize:8] UIFontWeightThin
/* [UIFont boldSystemFontOfSize:9] */

static const CGFloat kCaptionSize = 10;
static const CGFloat kTitleSize = 22;
#define kFooterSize 9
static CGFloat const kDetailSize = 10;
#define kHintSize (9)
#define kStampFont [UIFont systemFontOfSize:9] // expect: raw-font-size, min-font-size

@implementation LegacyProfileCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        self.nameLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleHeadline]; // ok: a text style
        self.nameLabel.adjustsFontForContentSizeCategory = YES;
        self.handleLabel.font = [UIFont systemFontOfSize:15]; // expect: raw-font-size
        self.captionLabel.font = [UIFont systemFontOfSize:kCaptionSize]; // expect: raw-font-size, min-font-size
        self.footerLabel.font = [UIFont italicSystemFontOfSize:kFooterSize]; // expect: raw-font-size, min-font-size
        self.titleLabel.font = [UIFont systemFontOfSize:kTitleSize weight:UIFontWeightThin]; // expect: raw-font-size, forbidden-font-weight
        self.badgeLabel.font = [UIFont boldSystemFontOfSize:13]; // expect: raw-font-size, forbidden-font-weight
        self.brandLabel.font = [UIFont fontWithName:@"Avenir-Heavy" size:17]; // expect: raw-font-size, forbidden-font-weight, forbidden-font-family
        self.countLabel.font = [UIFont monospacedDigitSystemFontOfSize:17 weight:UIFontWeightMedium]; // expect: raw-font-size
        self.scaledLabel.font = [[UIFontMetrics metricsForTextStyle:UIFontTextStyleBody] scaledFontForFont:[UIFont systemFontOfSize:17]]; // ok: scaled
        self.boldScaledLabel.font = [[UIFontMetrics defaultMetrics] scaledFontForFont:[UIFont systemFontOfSize:17 weight:UIFontWeightBlack]]; // expect: forbidden-font-weight
        self.smallerLabel.font = [self.handleLabel.font fontWithSize:8]; // expect: raw-font-size, min-font-size
        self.placeholder = @"[UIFont systemFontOfSize:9]"; // ok: a string
        self.gap = [[NSAttributedString alloc] initWithString:@"\n\n" attributes:@{NSFontAttributeName: [UIFont systemFontOfSize:4]}]; // ok: sizes a gap, not text
        self.dot = [[NSAttributedString alloc] initWithString:@"." attributes:@{NSFontAttributeName: [UIFont systemFontOfSize:4]}]; // expect: raw-font-size, min-font-size
        self.statusIcon.font = [UIFont fontWithName:@"FontAwesome" size:10]; // ok: an icon font sizes a glyph
        self.textColor = [UIColor lightGrayColor]; // ok: a color
        self.alignment = NSTextAlignmentJustified; // expect: justified-text
        self.handleLabel.textAlignment = NSTextAlignmentNatural; // ok: natural alignment
        self.handleLabel.adjustsFontForContentSizeCategory = NO; // expect: dynamic-type-cap
        self.countLabel.adjustsFontForContentSizeCategory = YES; // ok: follows Dynamic Type
        self.title = [[NSAttributedString alloc] initWithString:@"SALE" attributes:@{NSKernAttributeName: @2.5}]; // expect: tracking-override
        self.subtitle = [[NSAttributedString alloc] initWithString:@"now" attributes:@{NSKernAttributeName: @0}]; // ok: zero kern
        self.timestampLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleCaption2]; // ok: a text style
        self.timestampLabel.textColor = [UIColor tertiaryLabelColor]; // expect: caption2-tertiary
        self.nameLabel.textColor = [UIColor tertiaryLabelColor]; // ok: headline, not caption 2
        self.footnoteLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleCaption2]; // ok: a text style
        self.footnoteLabel.textColor = [UIColor secondaryLabelColor]; // ok: secondary
        [NSLayoutConstraint activateConstraints:@[
            [self.nameLabel.heightAnchor constraintEqualToConstant:22], // expect: fixed-text-height
            [self.footnoteLabel.heightAnchor constraintGreaterThanOrEqualToConstant:13], // ok: a minimum
            [self.avatarView.heightAnchor constraintEqualToConstant:22], // ok: an image view
        ]];
        UIFontWeight regular = UIFontWeightRegular; // ok: in the band
        (void)regular;
        // typelint:disable:next raw-font-size -- sized to match the web checkout page
        self.legacyLabel.font = [UIFont systemFontOfSize:20];
    }
    return self;
}

- (void)applyDetailFonts {
    self.detailLabel.font = [UIFont systemFontOfSize:kDetailSize]; // expect: raw-font-size, min-font-size
    self.hintLabel.font = [UIFont systemFontOfSize:kHintSize]; // expect: raw-font-size, min-font-size
    self.stampLabel.font = kStampFont; // expect: min-font-size
    UIFontDescriptor *descriptor = [UIFontDescriptor preferredFontDescriptorWithTextStyle:UIFontTextStyleBody];
    self.descriptorLabel.font = [UIFont fontWithDescriptor:descriptor size:14]; // expect: raw-font-size
    self.keptLabel.font = [UIFont fontWithDescriptor:descriptor size:0]; // ok: size 0 keeps the descriptor's, the style's
    self.followingLabel.font = [UIFont systemFontOfSize:[UIFont preferredFontForTextStyle:UIFontTextStyleBody].pointSize]; // ok: the style's size
    self.emphasisLabel.font = [UIFont fontWithDescriptor:[[UIFontDescriptor preferredFontDescriptorWithTextStyle:UIFontTextStyleBody] fontDescriptorWithSymbolicTraits:UIFontDescriptorTraitBold] size:0]; // expect: bold-body
    self.italicLabel.font = [UIFont fontWithDescriptor:[[UIFontDescriptor preferredFontDescriptorWithTextStyle:UIFontTextStyleBody] fontDescriptorWithSymbolicTraits:UIFontDescriptorTraitItalic] size:0]; // ok: italic, not bold
    self.boldHeadlineLabel.font = [UIFont fontWithDescriptor:[[UIFontDescriptor preferredFontDescriptorWithTextStyle:UIFontTextStyleHeadline] fontDescriptorWithSymbolicTraits:UIFontDescriptorTraitBold] size:0]; // ok: headline, not body
    self.clampedLabel.font = [UIFont systemFontOfSize:MIN([UIFont preferredFontForTextStyle:UIFontTextStyleBody].pointSize, 24)]; // expect: dynamic-type-cap
    self.roomyLabel.font = [UIFont systemFontOfSize:MIN([UIFont preferredFontForTextStyle:UIFontTextStyleCaption2].pointSize, 60)]; // ok: above caption 2 at accessibility5
    self.codeLabel.font = [UIFont fontWithName:@"Courier" size:13]; // expect: raw-font-size, forbidden-font-family
    self.receiptLabel.font = [UIFont fontWithName:@"Courier New" size:13]; // expect: raw-font-size, forbidden-font-family
    self.logLabel.font = [UIFont monospacedSystemFontOfSize:13 weight:UIFontWeightRegular]; // expect: raw-font-size
}

@end
