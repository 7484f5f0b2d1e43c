/**
 * The 30 biblical themes of the public service, each described in our own words with a few anchor
 * verses. At index-build time a theme's vector is the normalised mean of its description's vector
 * and its anchors' vectors; verses close enough to it are tagged (see theme-tagging.ts).
 */
export interface ThemeDefinition {
  id: string;
  label: string;
  description: string;
  anchors: readonly string[];
  /** Words (matched stemmed, in the KJV or the WEB) that show a verse speaks of the theme. */
  keywords: string;
}

export const THEMES: readonly ThemeDefinition[] = [
  {
    id: 'salvation',
    label: 'Salvation',
    description: 'God saves sinners and rescues his people; being saved from sin and death through faith in Jesus Christ',
    anchors: ['John 3:16', 'Romans 10:9', 'Ephesians 2:8', 'Acts 4:12', 'Titus 3:5'],
    keywords: 'salvation saved save saviour savior deliver deliverance rescue',
  },
  {
    id: 'love',
    label: 'Love',
    description: "God's love for people and our love for God and for one another; charity, affection and kindness",
    anchors: ['1 John 4:8', '1 Corinthians 13:4', 'John 13:34', 'Romans 5:8', 'Matthew 22:37'],
    keywords: 'love loved loveth lovest beloved charity lovingkindness',
  },
  {
    id: 'faith',
    label: 'Faith',
    description: 'Believing and trusting God and his promises, even without seeing; faith in Christ',
    anchors: ['Hebrews 11:1', 'Hebrews 11:6', 'Romans 10:17', 'Mark 11:22', 'Galatians 2:20'],
    keywords: 'faith faithful believe believed believeth trust',
  },
  {
    id: 'hope',
    label: 'Hope',
    description: 'Confident expectation of what God has promised; hope that does not disappoint, waiting for the Lord',
    anchors: ['Romans 15:13', 'Romans 5:5', 'Hebrews 6:19', 'Psalms 42:11', '1 Peter 1:3'],
    keywords: 'hope hoped hopeth expectation',
  },
  {
    id: 'grace',
    label: 'Grace',
    description: "God's undeserved favour and kindness toward sinners; the gift of grace in Jesus Christ",
    anchors: ['Ephesians 2:8', '2 Corinthians 12:9', 'Titus 2:11', 'John 1:16', 'Romans 5:20'],
    keywords: 'grace gracious favour favor',
  },
  {
    id: 'prayer',
    label: 'Prayer',
    description: 'Praying to God, asking, seeking and giving thanks; calling on the Lord and being heard',
    anchors: ['Matthew 6:6', 'Philippians 4:6', '1 Thessalonians 5:17', 'James 5:16', 'Matthew 7:7'],
    keywords: 'pray prayed prayer prayers supplication intercession',
  },
  {
    id: 'forgiveness',
    label: 'Forgiveness',
    description: 'God forgiving sins, and people forgiving those who wrong them; pardon and remission of sins',
    anchors: ['1 John 1:9', 'Matthew 6:14', 'Ephesians 4:32', 'Colossians 3:13', 'Psalms 103:12'],
    keywords: 'forgive forgiven forgiveness forgiveth pardon remission',
  },
  {
    id: 'peace',
    label: 'Peace',
    description: 'Peace with God, inner calm and rest, freedom from anxiety, and peace between people',
    anchors: ['John 14:27', 'Philippians 4:7', 'Isaiah 26:3', 'Romans 5:1', 'Matthew 5:9'],
    keywords: 'peace peaceable quiet rest',
  },
  {
    id: 'wisdom',
    label: 'Wisdom',
    description: 'Wisdom, understanding and knowledge that come from God; sound judgment and instruction',
    anchors: ['Proverbs 1:7', 'James 1:5', 'Proverbs 3:5', 'Proverbs 9:10', 'Colossians 2:3'],
    keywords: 'wisdom wise understanding knowledge instruction prudent',
  },
  {
    id: 'joy',
    label: 'Joy',
    description: 'Rejoicing and gladness in the Lord, delight, happiness and praise',
    anchors: ['Philippians 4:4', 'Nehemiah 8:10', 'Psalms 16:11', 'John 15:11', 'Romans 15:13'],
    keywords: 'joy rejoice rejoiced glad gladness delight',
  },
  {
    id: 'righteousness',
    label: 'Righteousness',
    description: 'Being right with God and doing what is right; justice, uprightness and holy living',
    anchors: ['Matthew 5:6', 'Romans 3:22', '2 Corinthians 5:21', 'Proverbs 21:21', 'Matthew 6:33'],
    keywords: 'righteousness righteous upright',
  },
  {
    id: 'redemption',
    label: 'Redemption',
    description: 'Being bought back and set free by the blood of Christ; the redeemer who ransoms his people',
    anchors: ['Ephesians 1:7', 'Galatians 3:13', '1 Peter 1:18', 'Job 19:25', 'Colossians 1:14'],
    keywords: 'redeem redeemed redemption redeemer ransom',
  },
  {
    id: 'holy_spirit',
    label: 'Holy Spirit',
    description: 'The Spirit of God, the Holy Ghost, the Comforter who is given to believers, teaches and empowers them',
    anchors: ['John 14:26', 'Acts 2:4', 'Galatians 5:22', 'Romans 8:26', 'Acts 1:8'],
    keywords: 'spirit ghost comforter',
  },
  {
    id: 'creation',
    label: 'Creation',
    description: 'God creating the heavens, the earth and all living things; the works of his hands in nature',
    anchors: ['Genesis 1:1', 'Psalms 19:1', 'Colossians 1:16', 'Psalms 104:24', 'Genesis 1:27'],
    keywords: 'create created creator creation formed',
  },
  {
    id: 'judgment',
    label: 'Judgment',
    description: 'God judging the world and every person; the day of judgment, punishment of the wicked and accountability',
    anchors: ['Hebrews 9:27', '2 Corinthians 5:10', 'Romans 14:12', 'Ecclesiastes 12:14', 'Revelation 20:12'],
    keywords: 'judgment judge judged wrath condemnation',
  },
  {
    id: 'covenant',
    label: 'Covenant',
    description: "God's covenant promises with Noah, Abraham, Israel and the new covenant in Christ's blood",
    anchors: ['Genesis 17:7', 'Jeremiah 31:31', 'Luke 22:20', 'Genesis 9:13', 'Hebrews 8:10'],
    keywords: 'covenant promise promised oath',
  },
  {
    id: 'worship',
    label: 'Worship',
    description: 'Worshipping and praising God, singing to the Lord, bowing down, thanksgiving and glory to his name',
    anchors: ['Psalms 95:6', 'John 4:24', 'Psalms 100:4', 'Romans 12:1', 'Psalms 150:6'],
    keywords: 'worship praise praised sing glorify',
  },
  {
    id: 'discipleship',
    label: 'Discipleship',
    description: 'Following Jesus as his disciple, taking up the cross, learning from him and obeying his teaching',
    anchors: ['Luke 9:23', 'Matthew 28:19', 'John 8:31', 'Matthew 4:19', 'Luke 14:27'],
    keywords: 'disciple disciples follow followed learn',
  },
  {
    id: 'service',
    label: 'Service',
    description: 'Serving God and others, ministering to the needy, working for the Lord and using gifts for others',
    anchors: ['Mark 10:45', 'Galatians 5:13', 'Colossians 3:23', '1 Peter 4:10', 'Matthew 25:40'],
    keywords: 'serve served serving minister ministered ministry',
  },
  {
    id: 'humility',
    label: 'Humility',
    description: 'Being humble and lowly, not proud; meekness, and God lifting up the humble and resisting the proud',
    anchors: ['James 4:10', 'Philippians 2:3', 'Micah 6:8', 'Proverbs 22:4', '1 Peter 5:6'],
    keywords: 'humble humility lowly meek meekness proud pride',
  },
  {
    id: 'suffering',
    label: 'Suffering',
    description: 'Affliction, pain, trouble, sorrow and persecution, and God comforting those who suffer',
    anchors: ['Romans 8:18', '2 Corinthians 4:17', '1 Peter 4:12', 'Psalms 34:19', 'James 1:2'],
    keywords: 'suffer suffering affliction afflicted tribulation sorrow persecution',
  },
  {
    id: 'perseverance',
    label: 'Perseverance',
    description: 'Patient endurance, steadfastness, not giving up, running the race and enduring to the end',
    anchors: ['James 1:12', 'Hebrews 12:1', 'Galatians 6:9', 'Romans 5:3', 'Matthew 24:13'],
    keywords: 'endure endureth patience steadfast persevere faint',
  },
  {
    id: 'community',
    label: 'Community',
    description: 'Believers living together as one body and family: fellowship, unity, bearing one another and meeting together',
    anchors: ['Acts 2:44', 'Hebrews 10:25', '1 Corinthians 12:27', 'Psalms 133:1', 'Galatians 6:2'],
    keywords: 'fellowship brethren unity assemble assembling',
  },
  {
    id: 'resurrection',
    label: 'Resurrection',
    description: 'Jesus rising from the dead and the raising of the dead to eternal life; victory over death',
    anchors: ['1 Corinthians 15:20', 'John 11:25', 'Matthew 28:6', 'Romans 6:5', '1 Thessalonians 4:16'],
    keywords: 'resurrection risen rise raised alive',
  },
  {
    id: 'prophecy',
    label: 'Prophecy',
    description: 'Prophets speaking the word of the Lord and foretelling what is to come; visions and fulfilled prophecy',
    anchors: ['2 Peter 1:21', 'Amos 3:7', 'Isaiah 7:14', 'Joel 2:28', 'Deuteronomy 18:18'],
    keywords: 'prophet prophets prophecy prophesy vision foretold',
  },
  {
    id: 'kingdom',
    label: 'Kingdom',
    description: 'The kingdom of God and of heaven, its coming, its king and who will enter it',
    anchors: ['Matthew 6:33', 'Mark 1:15', 'Luke 17:21', 'Matthew 5:3', 'Daniel 2:44'],
    keywords: 'kingdom reign throne',
  },
  {
    id: 'justice',
    label: 'Justice',
    description: 'Doing justice and judging fairly, defending the poor, the fatherless and the oppressed; God as a just judge',
    anchors: ['Micah 6:8', 'Amos 5:24', 'Isaiah 1:17', 'Proverbs 21:3', 'Psalms 82:3'],
    keywords: 'justice just judgment oppressed fatherless widow poor',
  },
  {
    id: 'mercy',
    label: 'Mercy',
    description: 'God showing mercy and compassion, and people being merciful to others; lovingkindness and pity',
    anchors: ['Lamentations 3:22', 'Luke 6:36', 'Matthew 5:7', 'Ephesians 2:4', 'Psalms 103:8'],
    keywords: 'mercy merciful compassion pity',
  },
  {
    id: 'truth',
    label: 'Truth',
    description: "God's truth and his word as truth; speaking the truth, honesty, and the truth that sets free",
    anchors: ['John 8:32', 'John 14:6', 'John 17:17', 'Ephesians 4:25', 'Psalms 119:160'],
    keywords: 'truth true lie lying',
  },
  {
    id: 'baptism',
    label: 'Baptism',
    description: 'Being baptized with water and with the Holy Spirit; John the Baptist, repentance and baptism in the name of Jesus',
    anchors: ['Matthew 28:19', 'Acts 2:38', 'Romans 6:4', 'Mark 16:16', 'Matthew 3:16'],
    keywords: 'baptism baptize baptized baptizing baptist',
  },
];

export const THEME_IDS = THEMES.map((t) => t.id);
