import type { CrisisKind, CrisisSignals } from './crisis-kinds'
import { nearestWord } from './nearest-word'

/**
 * Reads a visitor's words for signs of danger or crisis, the way people say it: directly ('suicide',
 * 'he hits me') and indirectly ('I don't want to be here any more', 'scared to go home', 'he said he
 * would kill me if I leave'), misspelt ('sucidal'), without punctuation or apostrophes.
 *
 * These are reviewed rules, not learnt ones: missing a person in crisis costs far more than showing
 * a crisis line to someone who did not need it, so every rule is written to be read, each is tested
 * (crisis-signals.test.ts), and recall and false alarms are measured on sets written apart from them
 * (`npm run bench -- relevance`). The needs classifier adds what the rules miss: words that point
 * to a support marked as answering a crisis (understanding.ts).
 *
 * Negation and quotation do not turn a signal off ('I am not suicidal but…', '"suicide" meaning'):
 * someone who writes the word is shown the line (docs/decisions/0039).
 */
export function crisisSignals(text: string): CrisisSignals {
  const said = ` ${corrected(normalised(text))} `
  const kinds = new Set<CrisisKind>()
  for (const [kind, patterns] of RULES) if (patterns.some((pattern) => pattern.test(said))) kinds.add(kind)
  if (CHILD_SELF.test(said) && (kinds.size > 0 || CHILD_TROUBLE.test(said))) kinds.add('child')
  if (YOUNG.test(said) && (kinds.size > 0 || YOUNG_AT_RISK.test(said))) kinds.add('child')
  if (kinds.has('danger') && SUICIDE_MEANS.test(said)) kinds.add('suicide')
  if (kinds.has('suicide') && NOW.test(said)) kinds.add('danger')
  if (kinds.has('danger') && SOMEONE_CLOSE.test(said)) kinds.add('violence')
  if (kinds.has('child') || kinds.has('danger')) {
    // A child or someone in danger at home is also at risk of violence when their words say who hurts them.
    if (HURT_BY_SOMEONE.some((pattern) => pattern.test(said))) kinds.add('violence')
  }
  return { kinds: [...kinds], atsi: ATSI.test(said) }
}

/** Lower case, apostrophes dropped ("don't" → "dont"), anything else that is not a letter or digit a space. */
export function normalised(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’‘`´]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/** Words the rules hinge on, put right when a visitor misspells them ('sucide', 'suicidle', 'violance'). */
const CUE_WORDS = [
  'suicide',
  'suicidal',
  'overdose',
  'myself',
  'violence',
  'violent',
  'abusive',
  'abusing',
  'threatened',
  'threatening',
  'strangled',
  'choking',
  'frightened',
  'terrified',
  'scared',
  'afraid',
  'husband',
  'boyfriend',
  'girlfriend',
  'partner',
  'tonight',
  'nowhere',
  'homeless',
  'aboriginal',
  'indigenous',
  'assaulted',
  'harming',
  'dangerous',
  'breaking',
  'someone',
  'somebody',
  'threatening',
  'lifeline',
]

function corrected(text: string): string {
  return text
    .split(' ')
    .map((word) => {
      if (word.length < 5 || CUE_WORDS.includes(word)) return word
      return nearestWord(word, CUE_WORDS, word.length >= 8 ? 2 : 1)
    })
    .join(' ')
}

/** Any of the words or phrases, as an alternation (each already a regular expression). */
const any = (...options: string[]) => `(?:${options.join('|')})`
const rule = (source: string) => new RegExp(source)

// Who can hurt someone: partners, family and others in the home.
const PARTNER = any(
  'partner',
  'husband',
  'hubby',
  'wife',
  'boyfriend',
  'bf',
  'girlfriend',
  'gf',
  'ex',
  'ex husband',
  'ex wife',
  'ex partner',
  'fiance',
  'fiancee',
  'missus',
  'de facto',
  'defacto',
)
const FAMILY = any(
  'dad',
  'father',
  'mum',
  'mom',
  'mother',
  'stepdad',
  'step dad',
  'stepfather',
  'stepmum',
  'step mum',
  'stepmother',
  'brother',
  'sister',
  'son',
  'daughter',
  'grandson',
  'granddaughter',
  'uncle',
  'aunty',
  'auntie',
  'aunt',
  'cousin',
  'parents?',
  'family',
  'carer',
  'flatmate',
  'housemate',
  'landlord',
)
const SOMEONE = any(
  'he',
  'she',
  'they',
  'hes',
  'shes',
  'theyre',
  'him',
  'her',
  'them',
  `(?:my|our|the|her|his) (?:${PARTNER}|${FAMILY})`,
  PARTNER,
  FAMILY,
)
const HARM_VERB = any(
  'hits?',
  'hitting',
  'beat(?:s|en|ing)?',
  'bash(?:es|ed|ing)?',
  'punch(?:es|ed|ing)?',
  'kick(?:s|ed|ing)?(?! (?:me|us|him|her) out)',
  'chok(?:es|ed|ing)',
  'strangl(?:es|ed|ing)',
  'slap(?:s|ped|ping)?',
  'hurts?',
  'hurting',
  'harm(?:s|ed|ing)?',
  'push(?:es|ed|ing)?',
  'shov(?:es|ed|ing)',
  'attack(?:s|ed|ing)?',
  'threaten(?:s|ed|ing)?',
  'abus(?:es|ed|ing)',
  'assault(?:s|ed|ing)?',
  'rap(?:es|ed|ing)',
  'belt(?:s|ed)?',
  'smack(?:s|ed)?',
  'throws? things at',
  'threw things at',
)
const VICTIM = any(
  'me',
  'us',
  'my (?:mum|mother|mom|kids?|children|child|baby|son|daughter|nan|nana|grandma|sister|brother)',
  'the kids',
  'the children',
)

/** Words that say someone hurts, threatens or controls the person (or those with them). */
const HURT_BY_SOMEONE = [
  rule(` ${SOMEONE}(?: \\w+){0,3} ${HARM_VERB} ${VICTIM} `),
  // Someone close, what else is said of them, then what they do: 'my husband has a drug problem and hits me'.
  rule(` (?:${PARTNER}|${FAMILY})(?: \\w+){0,8} and (?:then )?(?:he |she )?${HARM_VERB} ${VICTIM} `),
  rule(` ${HARM_VERB} by (?:my|our|her|his) (?:${PARTNER}|${FAMILY}) `),
  rule(` (?:kill|hurt|harm|bash) (?:me|us|the kids|my kids|the children) `),
]

const RULES: ReadonlyArray<readonly [CrisisKind, readonly RegExp[]]> = [
  [
    'danger',
    [
      rule(` (?:in|im in|i am in|are in|is in) (?:danger|immediate danger) `),
      rule(
        ` (?:going|gonna|about|trying|try|threatening|threatened|says he will|said he would|says shell|said shed|will) (?:to )?(?:kill|murder|stab|shoot) (?:me|us|my|the kids|her|him) `,
      ),
      rule(` (?:kill|murder|stab|shoot) (?:me|us) (?:tonight|now|today|right now) `),
      rule(` (?:has|got|with|holding|pulled) (?:a )?(?:knife|gun|weapon|machete) `),
      rule(` (?:breaking|broke|break|trying to get|trying to break) (?:in|into) `),
      rule(
        ` (?:intruder|someone in my house|someone in the house|someone outside my|banging on (?:my|the) (?:door|window)) `,
      ),
      rule(` (?:call|get|need|send) (?:the |an )?(?:police|cops|ambulance|000|triple zero|emergency) `),
      rule(
        ` (?:not breathing|unconscious|wont wake up|cant wake (?:him|her|them)|bleeding (?:a lot|badly|heaps)|overdos(?:e|ed|ing)|took (?:too many|a lot of|all (?:my|the|his|her)|a bottle of|the whole) (?:pills|tablets|meds|medication|packet)) `,
      ),
      rule(
        ` (?:locked (?:me )?in|wont let me (?:out|leave the house)|following me home|hes here now|shes here now|outside my (?:house|door|window)(?: now)?) `,
      ),
      rule(` (?:hitting|hurting|beating|attacking|strangling|choking) (?:me|us|her|him|my \\w+) (?:right )?now `),
      rule(` (?:help me now|please help me|000|triple zero|ambulance) `),
      rule(
        ` (?:someone|somebody|a man|a guy|a bloke|a stranger|strangers|a person|people) (?:is |are )?(?:in|inside|outside|at|breaking into) (?:my|the|our) (?:house|home|room|flat|unit|window|door|place) `,
      ),
      rule(` (?:in|inside) the (?:house|room|flat) with me `),
      rule(
        ` (?:being|getting|been|im being|i am being) (?:attacked|bashed|followed|stabbed|beaten|assaulted|chased|stalked|threatened) `,
      ),
      rule(
        ` (?:collapsed|isnt breathing|not breathing|cant breathe|cant breath|chest pains?|having a (?:stroke|heart attack|seizure|fit)|face (?:is )?drooping|unresponsive|on fire|house fire|drowning|choking on) `,
      ),
      rule(` (?:lying|laying|lies) (?:\\w+ ){0,3}(?:not moving|unconscious|bleeding) `),
      rule(` (?:kicking|kicked|banging|bashing|smashing) (?:\\w+ ){0,2}(?:door|window|everything|the house) `),
      rule(` (?:standing|sitting) on (?:the|a) (?:bridge|ledge|cliff|roof|edge|tracks) `),
      rule(` (?:rope|gun|pills|knife) (?:is )?ready `),
      rule(
        ` (?:swallowed|took|taken|taking) (?:a |the )?(?:whole|heap|heaps|lot|lots|bunch|handful|packet|bottle|box)(?: of)? (?:\\w+ ){0,2}(?:pills|tablets|meds|medication|panadol|sleeping tablets) `,
      ),
      rule(` (?:pills|tablets) on purpose `),
      rule(` (?:she|he|they) (?:took|has taken|swallowed) (?:\\w+ )?(?:pills|tablets|an overdose) `),
      rule(` (?:isnt|not) answering (?:\\w+ ){0,3}(?:goodbye|pills|suicid\\w*) `),
      rule(` (?:threatening|threatens|threatened) to (?:kill|stab|shoot|hurt) `),
      rule(
        ` (?:someone|somebody|person|man|woman|he|she) (?:is |has been |got |just got )?(?:hurt badly|badly hurt|injured|stabbed|shot|hit by a car) `,
      ),
      rule(` emergency (?:someone|somebody|help|now) `),
      rule(` (?:unsafe|not safe) (?:right now|now|tonight) `),
    ],
  ],
  [
    'suicide',
    [
      rule(` suicid\\w* `),
      rule(
        ` (?:kill|killing|killed|hang|hanging|hanged|drown|shoot|poison|hurt|hurting|harm|harming|cut|cutting|burn|burning|starve|starving) (?:my ?self|him ?self|her ?self|them ?selves|them ?self|your ?self) `,
      ),
      rule(` self ?(?:harm\\w*|injur\\w*|destruct\\w*) `),
      rule(` (?:end|ending|ended|take|taking|took) (?:my|his|her|their|your) (?:own )?life `),
      rule(` (?:end|ending) (?:it|it all|things|everything) `),
      rule(
        ` (?:want|wanna|wanted|wants|going|gonna|ready|planning|plan) (?:to )?(?:die|be dead|not exist|not be alive|disappear forever|sleep forever|end it) `,
      ),
      rule(` (?:wish|wished|wishing) (?:i|he|she|they) (?:was|were|could be|had never been) (?:dead|gone|born) `),
      rule(` (?:wish|wished|wishing) (?:i|he|she|they) (?:could )?(?:die|disappear|not wake up|never woke up) `),
      rule(` (?:better off|be better) (?:dead|gone|without me|if i was gone|if i wasnt here|if i wasnt around) `),
      rule(
        ` (?:dont|do not|dont really|no longer|not) (?:want|wanna|wish) (?:to )?(?:be here|live|be alive|exist|wake up|go on|keep going|carry on|be around) `,
      ),
      rule(
        ` (?:no|nothing|no point|no reason|whats the point) (?:in |of )?(?:living|to live|for living|going on|being alive|being here|of living|in life|in anything) `,
      ),
      rule(
        ` (?:cant|cannot|can not) (?:go on|keep going|do this any ?more|take (?:it|this) any ?more|live like this|cope any ?more|keep living) `,
      ),
      rule(` (?:tired|sick) of (?:living|life|being alive|it all|everything) `),
      rule(` (?:life|living) (?:is|isnt|feels) (?:not )?(?:worth|pointless|meaningless) `),
      rule(` not worth (?:living|it any ?more) `),
      rule(` (?:give|giving|gave) up on (?:life|living|everything) `),
      rule(` (?:not|wont) (?:be )?(?:here|around) (?:any ?more|much longer|tomorrow|next week) `),
      rule(` (?:top|topped|topping) (?:my ?self|him ?self|her ?self|them ?selves) `),
      rule(` (?:say|saying|said) goodbye (?:to everyone|forever) `),
      rule(` (?:giving|gave|give) (?:away )?(?:all )?(?:my|his|her) (?:things|stuff|belongings) away `),
      rule(` (?:pills|rope|bridge|cliff|train|tracks) (?:to|and) (?:end|die) `),
      rule(` (?:jump|jumping) (?:off|in front of) `),
      rule(` (?:cutting|cut|cuts|burning) (?:again|my (?:arms?|wrists?|legs?|skin|thighs?)) `),
      rule(
        ` (?:want|wanting|wanted) (?:the )?(?:pain|it all|everything) to (?:stop|end) (?:for good|forever|permanently) `,
      ),
      rule(` (?:everyone|everybody|my family|they) (?:would be|would be so much|is|are) better off without me `),
      rule(` burden to (?:everyone|my family|them) `),
      rule(` (?:lost|losing) (?:\\w+ ){0,2}to suicid\\w* `),
      rule(` (?:wants?|wanted|talking about|talks about|said (?:he|she|they) wants?) to die `),
      rule(` (?:want|wnat|wanna|wana|wont|ready|going|gonna|deserve) to die `),
      rule(` (?:about|of) (?:dying|killing (?:my|him|her)self|ending it) `),
      rule(` (?:never|not|dont|wont|didnt) wake up `),
      rule(` (?:neck|top|off|do in) (?:my ?self|him ?self|her ?self|them ?selves) `),
      rule(` (?:cant|can not|cannot) be bothered (?:living|with life|being alive) `),
      rule(` (?:hate|hating) (?:my|this) life `),
      rule(` done with (?:life|living|everything|it all) `),
      rule(` nothing (?:left )?to live for `),
      rule(` (?:no|any) way out `),
      rule(` (?:see|whats) the point (?:of|in) (?:anything|going on|living|life|it all|being here) `),
      rule(` whats the point (?:of )?(?:anything|anymore|any more) `),
      rule(` (?:cant|can not|cannot) see the point `),
      rule(` (?:nobody|no one|noone|no1) (?:would|will|even) (?:\\w+ )?(?:notice|care|miss me) `),
      rule(` (?:nobody|no one|noone) cares if i (?:live|die) `),
      rule(` if i (?:disappeared|was gone|were gone|died|wasnt here|wasnt around) `),
      rule(` (?:saving|saved|stockpil\\w*|hoarding) (?:up )?(?:my |all my )?(?:pills|tablets|meds|medication) `),
      rule(` (?:want|wants|wanted|wanna) (?:it|it all|everything|this|the pain|things) to (?:stop|end) `),
      rule(` (?:goodbye|suicide) (?:message|note|letter|text|post) `),
      rule(` (?:saying|said|says) goodbye `),
      rule(` (?:passed|died|gone|lost)(?: \\w+){0,6} (?:want|wanna|wanted) to (?:be with|join|go with|go too) `),
      rule(` (?:want|wanna) to go too `),
      rule(
        ` (?:scratch\\w*|cut\\w*|burn\\w*|slash\\w*) (?:\\w+ )?(?:my|his|her|their) (?:arms?|wrists?|thighs?|legs?|skin) `,
      ),
      rule(` lifeline `),
      rule(` (?:not|no longer) (?:being|be) around `),
    ],
  ],
  [
    'violence',
    [
      ...HURT_BY_SOMEONE,
      rule(
        ` (?:domestic|family|intimate partner|sexual|dating|relationship) (?:and family )?(?:violence|abuse|assault) `,
      ),
      rule(` (?:dv|fdv|dfv|ipv) `),
      rule(
        ` (?:rape|raped|raping|molest\\w*|sexually (?:abused|assaulted|touched)|sexual assault|touched me|touches me|forced me to have sex|forces me to have sex|made me have sex|groped) `,
      ),
      rule(` (?:abusive|violent|controlling|dangerous) (?:${PARTNER}|${FAMILY}|relationship|home|marriage|man|woman) `),
      rule(
        ` (?:${PARTNER}|${FAMILY}|he|she)(?: \\w+){0,2} (?:is|has been|gets|got|was|can be) (?:abusive|violent|controlling|dangerous|aggressive) `,
      ),
      rule(` (?:elder|child|emotional|financial|verbal|physical|psychological) abuse `),
      rule(` abus(?:e|ed|ing|es) (?:me|us|my|the kids|her|him) `),
      rule(
        ` (?:scared|afraid|frightened|terrified|fear|fearful) (?:of (?:him|her|them|my (?:${PARTNER}|${FAMILY}))|to go home|to be home|going home|for my life|at home|in my (?:own )?home|to leave|of leaving) `,
      ),
      rule(
        ` (?:scared|afraid|frightened|terrified) (?:\\w+ ){0,2}(?:home|${PARTNER}|of him|of her|what (?:he|she)ll do) `,
      ),
      rule(
        ` (?:dont|do not|never) feel safe (?:at home|in my (?:own )?home|with (?:him|her|my)|around (?:him|her|my)|in the house) `,
      ),
      rule(
        ` (?:not|unsafe|isnt) safe (?:at home|in my (?:own )?home|with (?:him|her|my)|around (?:him|her)|in the house|to go home) `,
      ),
      rule(` (?:walking|walk) on egg ?shells `),
      rule(
        ` (?:controls|controlled|controlling|takes|took|taking|steals|stole|stealing|keeps|kept) (?:all )?(?:of )?(?:my|our|the) (?:money|pension|card|bank card|keys|phone|passport|visa|centrelink|wages|payments?) `,
      ),
      rule(
        ` (?:checks|checking|checked|tracks|tracking|tracked|goes through|reads) (?:my|all my) (?:phone|messages|texts|emails|location|car) `,
      ),
      rule(
        ` (?:wont|doesnt|does not|will not|never) let (?:me|us) (?:see|leave|go|have|work|talk|use|out|contact|call) `,
      ),
      rule(` (?:stalk\\w*|isolat\\w* me|cut me off from|keeps me from (?:seeing|my)) `),
      rule(
        ` (?:threaten\\w*|threats?) (?:to )?(?:take the kids|hurt|kill|leave me with nothing|deport|report me|kick me out|harm|me|us) `,
      ),
      rule(
        ` (?:(?:apprehended|intervention|protection|restraining|family violence) (?:violence )?orders?|avo|ivo|dvo|fvo|fvio|pso) `,
      ),
      rule(
        ` (?:escape|escaping|get away from|leave|leaving|left) (?:\\w+ ){0,2}(?:abusive|violent|controlling|dangerous) `,
      ),
      rule(
        ` (?:escape|escaping|get away from|hiding from|run away from|ran away from|running from) (?:him|her|my (?:${PARTNER}|${FAMILY})) `,
      ),
      rule(` (?:kill|hurt|harm) me if (?:i|we) (?:leave|go|tell|call) `),
      rule(` (?:bruises|black eye|marks on my|broke my|broken my) `),
      rule(
        ` (?:yells|screams|swears|shouts|yelling|screaming|shouting) at (?:me|her|him|us|mum|dad|nan|nana|grandma|grandpa) `,
      ),
      rule(` (?:threw|throws|throwing|chucked|chucks) (?:\\w+ ){0,2}at (?:me|us|her) `),
      rule(` (?:smash\\w*|punch\\w*) (?:\\w+ )?(?:things|holes|walls?|the tv|stuff|doors?|my phone) `),
      rule(
        ` (?:(?:put|installed|hid|found) a tracker|tracker on my (?:car|phone|bag)|tracking device|spyware|following me|turns? up at my|turning up at my|turned up at my) `,
      ),
      rule(` hiding (?:in|from) `),
      rule(
        ` (?:touched|touching|touches|molested) (?:her|him|them|my (?:son|daughter|kids?|child|grandson|granddaughter)) `,
      ),
      rule(
        ` (?:tells|told|calls|called|says) (?:me|her) (?:im |shes |i am )?(?:worthless|useless|stupid|ugly|fat|nothing|crazy|a slut|a bitch|mental) `,
      ),
      rule(` no one (?:else )?(?:would|will) (?:ever )?(?:want|believe) me `),
      rule(` (?:belts|belted|flogs|flogged|flogging|laid a hand on|lays into|laid into) (?:me|us|her|him) `),
      rule(` (?:he|she|him) (?:is )?(?:hitting|beating|bashing|choking|strangling|hurting) (?:her|him) `),
      rule(
        ` (?:steals|stole|stealing|takes|took|taking) (?:from (?:me|her|him|mum|dad|nan)|\\w+s (?:money|pension|card)|all (?:her|his|my) money) `,
      ),
      rule(` (?:lock|locks|locked|locking) (?:me|her|him|us|them) in `),
      rule(` (?:doing|did|does|do) (?:stuff|things) to me `),
      rule(` (?:makes|made|make|making) me do (?:stuff|things|sexual) `),
      rule(` (?:touching|touched|touches|touch) me `),
      rule(` (?:nudes?|naked photos|intimate images|spiked|no clothes on) `),
      rule(` (?:controls?|decides) (?:what|who|where|when|how) (?:i|we) `),
      rule(
        ` if i (?:\\w+ ){0,2}(?:he|she|they)(?: will| would|ll|d)? (?:take|hurt|kill|leave|tell|report|deport|find) `,
      ),
      rule(` (?:said|says|told me) not to tell `),
      rule(` our (?:little )?secret `),
      rule(` (?:forc\\w*|make|making|made) (?:me|her) (?:to )?marry `),
      rule(
        ` (?:left|leaving|fled|escaped) (?:him|her|my (?:partner|husband|wife|boyfriend|girlfriend))(?: \\w+){0,5} (?:kids|nowhere|tonight|scared) `,
      ),
      rule(` (?:threaten\\w*) to (?:kill|stab|hurt|bash|shoot) `),
      rule(` 1800 ?respect `),
      rule(` (?:he|she|${PARTNER}) (?:\\w+ ){0,2}(?:gets|got|goes|went) (?:angry|violent|drunk) and `),
    ],
  ],
  [
    'child',
    [
      rule(
        ` (?:kids?|children|child|baby|toddler|teen|teenager|grandkids?|grandchildren|stepkids?|young person|little ones?) (?:\\w+ ){0,3}(?:being|getting|is being|are being|gets|get) (?:hurt|abused|hit|beaten|bashed|neglected|touched|groomed|starved|locked) `,
      ),
      rule(` (?:child|kids?|children) (?:abuse|neglect|protection|at risk|in danger|not safe) `),
      rule(` (?:neglect|neglects|neglecting|neglected) (?:the |my |her |his |their )?(?:kids?|children|child|baby) `),
      rule(
        ` (?:hits|hurts|beats|bashes|abuses|touches|belts|smacks) (?:the |my |her |his |their )?(?:kids?|children|child|baby|son|daughter) `,
      ),
      rule(` (?:groom|grooming|groomed|sextortion|nudes? of me|sent nudes|online predator) `),
      rule(
        ` (?:my|our|his|her) (?:kid|child|son|daughter|teen|teenager|boy|girl) (?:\\w+ ){0,4}(?:wants to die|self ?harm\\w*|cutting|suicid\\w*|hurting (?:him|her|them) ?self|run away|ran away|missing|kicked out) `,
      ),
      rule(` (?:ran away|run away|running away|kicked out) from home `),
      rule(` kids ?helpline `),
      rule(` our (?:little )?secret `),
      rule(` (?:said|says|told me) not to tell `),
      rule(
        ` (?:mum|dad|mom|parents?|mother|father) (?:hasnt|havent|has not|have not|hasn t) (?:been|come) (?:back|home) `,
      ),
      rule(
        ` (?:step ?(?:mum|mom|dad|mother|father)|foster (?:carer|parent|mum|dad))(?: \\w+){0,4} (?:hurt|hit|beat|bash|touch|yell|scream|belt|smack|lock)\\w* `,
      ),
      rule(` (?:dont|doesnt|wont|never) feed (?:me|us|them|the kids|the children|the baby) `),
      rule(` (?:might|going to|could|want to|will) hurt (?:him|her|the baby|my baby) `),
      rule(
        ` (?:my|our) (?:(?:step ?)?(?:dad|father|mum|mom|mother|parents?)) (?:\\w+ ){0,2}(?:hits|hit|beats|hurts|bashes|abuses|kicked me out|threw me out|touches|touched|belts|smacks|yells at|screams at) `,
      ),
    ],
  ],
  [
    'homeless',
    [
      rule(
        ` (?:nowhere|no where|no place|noplace|nothing|no one|no1|nobody) (?:to |\\w+ to )?(?:sleep|stay|go|live|crash|take me|have me) `,
      ),
      rule(
        ` (?:sleep|sleeping|slept|sleepin) (?:rough|in (?:my|the|a|our) (?:car|van|ute|park|tent|station)|on the (?:street|streets|beach|floor of|train)|outside|in a park|on a bench|under a bridge) `,
      ),
      rule(
        ` (?:need|needs|looking for|want|find|get) (?:a )?(?:bed|somewhere|a place|place|roof|room|shelter|refuge) (?:\\w+ ){0,3}(?:tonight|now|right now|asap|today) `,
      ),
      rule(` (?:homeless|on the streets?|living rough|living in (?:my|the|a) car|living in a tent) `),
      rule(
        ` (?:kicked|thrown|threw|chucked|locked|kicking|throwing) (?:me |us |my \\w+ |her |him )?out(?: of (?:home|the house|my house))? (?:\\w+ ){0,3}(?:tonight|today|now|nowhere|no where|and have|and got|on the street) `,
      ),
      rule(
        ` (?:evicted|locked out|lost my (?:house|home|place)) (?:\\w+ ){0,2}(?:today|tonight|now|nowhere|no where) `,
      ),
      rule(` (?:emergency|crisis) (?:accommodation|housing|shelter|bed|beds|refuge) `),
      rule(` (?:womens|youth|night) (?:refuge|shelter) `),
      rule(` (?:cant|cannot|can not) go (?:back )?home (?:tonight|now) `),
      rule(` (?:kipping|crashing|camping|swag) (?:\\w+ ){0,4}(?:tonight|park|carpark|car park|street|beach|car) `),
      rule(` no (?:home|house|place|bed|roof|room|where) (?:\\w+ )?(?:to go|to stay|to sleep|tonight|for tonight) `),
      rule(` (?:changed the locks|burnt down|burned down) `),
      rule(` run out of (?:places|mates|friends|couches|people) `),
      rule(` (?:room|bed|place|motel|somewhere) (?:for )?tonight `),
      rule(` (?:sleep|stay|sleeping|staying) tonight `),
      rule(` nowhere (?:\\w+ ){0,2}tonight `),
      rule(` (?:sleeping|sleep|slept) (?:at|in) the (?:beach|park|station|carpark|car park|servo) `),
    ],
  ],
]

/** The person says they are a child or young person ("im 14", "15 yo", "in year 9"), or a parent or carer harms them. */
const CHILD_SELF = rule(
  ` (?:^ ?(?:[5-9]|1[0-7]) (?:and|n|yo|years?) |(?:[5-9]|1[0-7]) and (?:my|dad|mum|mom)|year (?:[1-9]|1[0-2])|(?:im|i am|i m|me|aged?|age) (?:only |just )?(?:[5-9]|1[0-7])(?: years? old| yrs? old| yo| y o)?|(?:[5-9]|1[0-7]) (?:years? old|yrs? old|yo|y o|f|m)|in year (?:[1-9]|1[0-2])|at (?:primary|high) school|(?:im|i am) a (?:kid|teen|teenager|minor|child)|my (?:step ?)?(?:dad|father|mum|mom|mother|parents?) (?:\\w+ ){0,2}(?:hits|beats|hurts|bashes|abuses|kicked me out|threw me out|touches|touched|belts|smacks)) `,
)
/** What makes a young person's words a crisis even when no other rule says so. */
const CHILD_TROUBLE = rule(
  ` (?:hit|hits|hurt|hurts|beat|beats|scared|afraid|unsafe|run away|ran away|kicked out|threw me out|abuse\\w*|touch\\w*|bully\\w*|alone|hungry|nowhere) `,
)

/** Ways of taking one's life that, said with danger, mean suicide too ('took too many pills on purpose'). */
const SUICIDE_MEANS = rule(` (?:pills|tablets|overdos\\w*|rope|bridge|ledge|cliff|on purpose|meds|medication|panadol) `)
/** Words that make a crisis one of now. */
const NOW = rule(` (?:tonight|right now|now|today|this morning|this afternoon|this evening) `)
/** A partner, an ex or someone at home: danger from them is violence too. */
const SOMEONE_CLOSE = rule(` (?:my (?:${PARTNER}|${FAMILY})|${PARTNER}|hes|shes) `)

/** Words that speak of a child or young person (not 'son' or 'daughter': they may be adults). */
const YOUNG = rule(
  ` (?:kids?|children|child|baby|babies|toddler|teen|teens|teenager|teenage|grandkids?|grandchildren|foster|class|school|primary|minor|underage|boy|girl|is (?:[5-9]|1[0-7])|\\d+ ?yo|(?:[5-9]|1[0-7]) (?:year old|yr old|yrs old|years old)|year (?:[1-9]|1[0-2])) `,
)
/** What puts a child at risk, said of them. */
const YOUNG_AT_RISK = rule(
  ` (?:hurts? (?:him|her|them)|hits? (?:him|her|them|us)|bruises|abus\\w*|touch\\w*|neglect\\w*|no food|hungry|hasnt been back|left alone|alone for days|locked|groom\\w*|nudes?|older man|secret|gifts|marry|forc\\w*|drunk and fighting|always drunk|kicked out|threw (?:him|her|them) out) `,
)

/** Words that say the person is Aboriginal or Torres Strait Islander. */
const ATSI = rule(
  ` (?:aboriginal|aborigine|torres strait|tsi|atsi|indigenous|first nations|first peoples|koori|koorie|murri|noongar|nyoongar|nunga|yolngu|palawa|anangu|blackfella|blackfellas|our mob|my mob|mob|tidda|tiddas|sistagirl|brotherboy|countrymen) `,
)
