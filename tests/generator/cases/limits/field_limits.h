// 500 fields in one struct and 64 levels of nesting: no limits.
// Made by a script; see limits/main.cpp for the values.
#pragma once
#include <jsongen/jsongen.h>

struct JSONGEN_SERIALIZE Wide {
  int f0;
  int f1;
  int f2;
  int f3;
  int f4;
  int f5;
  int f6;
  int f7;
  int f8;
  int f9;
  int f10;
  int f11;
  int f12;
  int f13;
  int f14;
  int f15;
  int f16;
  int f17;
  int f18;
  int f19;
  int f20;
  int f21;
  int f22;
  int f23;
  int f24;
  int f25;
  int f26;
  int f27;
  int f28;
  int f29;
  int f30;
  int f31;
  int f32;
  int f33;
  int f34;
  int f35;
  int f36;
  int f37;
  int f38;
  int f39;
  int f40;
  int f41;
  int f42;
  int f43;
  int f44;
  int f45;
  int f46;
  int f47;
  int f48;
  int f49;
  int f50;
  int f51;
  int f52;
  int f53;
  int f54;
  int f55;
  int f56;
  int f57;
  int f58;
  int f59;
  int f60;
  int f61;
  int f62;
  int f63;
  int f64;
  int f65;
  int f66;
  int f67;
  int f68;
  int f69;
  int f70;
  int f71;
  int f72;
  int f73;
  int f74;
  int f75;
  int f76;
  int f77;
  int f78;
  int f79;
  int f80;
  int f81;
  int f82;
  int f83;
  int f84;
  int f85;
  int f86;
  int f87;
  int f88;
  int f89;
  int f90;
  int f91;
  int f92;
  int f93;
  int f94;
  int f95;
  int f96;
  int f97;
  int f98;
  int f99;
  int f100;
  int f101;
  int f102;
  int f103;
  int f104;
  int f105;
  int f106;
  int f107;
  int f108;
  int f109;
  int f110;
  int f111;
  int f112;
  int f113;
  int f114;
  int f115;
  int f116;
  int f117;
  int f118;
  int f119;
  int f120;
  int f121;
  int f122;
  int f123;
  int f124;
  int f125;
  int f126;
  int f127;
  int f128;
  int f129;
  int f130;
  int f131;
  int f132;
  int f133;
  int f134;
  int f135;
  int f136;
  int f137;
  int f138;
  int f139;
  int f140;
  int f141;
  int f142;
  int f143;
  int f144;
  int f145;
  int f146;
  int f147;
  int f148;
  int f149;
  int f150;
  int f151;
  int f152;
  int f153;
  int f154;
  int f155;
  int f156;
  int f157;
  int f158;
  int f159;
  int f160;
  int f161;
  int f162;
  int f163;
  int f164;
  int f165;
  int f166;
  int f167;
  int f168;
  int f169;
  int f170;
  int f171;
  int f172;
  int f173;
  int f174;
  int f175;
  int f176;
  int f177;
  int f178;
  int f179;
  int f180;
  int f181;
  int f182;
  int f183;
  int f184;
  int f185;
  int f186;
  int f187;
  int f188;
  int f189;
  int f190;
  int f191;
  int f192;
  int f193;
  int f194;
  int f195;
  int f196;
  int f197;
  int f198;
  int f199;
  int f200;
  int f201;
  int f202;
  int f203;
  int f204;
  int f205;
  int f206;
  int f207;
  int f208;
  int f209;
  int f210;
  int f211;
  int f212;
  int f213;
  int f214;
  int f215;
  int f216;
  int f217;
  int f218;
  int f219;
  int f220;
  int f221;
  int f222;
  int f223;
  int f224;
  int f225;
  int f226;
  int f227;
  int f228;
  int f229;
  int f230;
  int f231;
  int f232;
  int f233;
  int f234;
  int f235;
  int f236;
  int f237;
  int f238;
  int f239;
  int f240;
  int f241;
  int f242;
  int f243;
  int f244;
  int f245;
  int f246;
  int f247;
  int f248;
  int f249;
  int f250;
  int f251;
  int f252;
  int f253;
  int f254;
  int f255;
  int f256;
  int f257;
  int f258;
  int f259;
  int f260;
  int f261;
  int f262;
  int f263;
  int f264;
  int f265;
  int f266;
  int f267;
  int f268;
  int f269;
  int f270;
  int f271;
  int f272;
  int f273;
  int f274;
  int f275;
  int f276;
  int f277;
  int f278;
  int f279;
  int f280;
  int f281;
  int f282;
  int f283;
  int f284;
  int f285;
  int f286;
  int f287;
  int f288;
  int f289;
  int f290;
  int f291;
  int f292;
  int f293;
  int f294;
  int f295;
  int f296;
  int f297;
  int f298;
  int f299;
  int f300;
  int f301;
  int f302;
  int f303;
  int f304;
  int f305;
  int f306;
  int f307;
  int f308;
  int f309;
  int f310;
  int f311;
  int f312;
  int f313;
  int f314;
  int f315;
  int f316;
  int f317;
  int f318;
  int f319;
  int f320;
  int f321;
  int f322;
  int f323;
  int f324;
  int f325;
  int f326;
  int f327;
  int f328;
  int f329;
  int f330;
  int f331;
  int f332;
  int f333;
  int f334;
  int f335;
  int f336;
  int f337;
  int f338;
  int f339;
  int f340;
  int f341;
  int f342;
  int f343;
  int f344;
  int f345;
  int f346;
  int f347;
  int f348;
  int f349;
  int f350;
  int f351;
  int f352;
  int f353;
  int f354;
  int f355;
  int f356;
  int f357;
  int f358;
  int f359;
  int f360;
  int f361;
  int f362;
  int f363;
  int f364;
  int f365;
  int f366;
  int f367;
  int f368;
  int f369;
  int f370;
  int f371;
  int f372;
  int f373;
  int f374;
  int f375;
  int f376;
  int f377;
  int f378;
  int f379;
  int f380;
  int f381;
  int f382;
  int f383;
  int f384;
  int f385;
  int f386;
  int f387;
  int f388;
  int f389;
  int f390;
  int f391;
  int f392;
  int f393;
  int f394;
  int f395;
  int f396;
  int f397;
  int f398;
  int f399;
  int f400;
  int f401;
  int f402;
  int f403;
  int f404;
  int f405;
  int f406;
  int f407;
  int f408;
  int f409;
  int f410;
  int f411;
  int f412;
  int f413;
  int f414;
  int f415;
  int f416;
  int f417;
  int f418;
  int f419;
  int f420;
  int f421;
  int f422;
  int f423;
  int f424;
  int f425;
  int f426;
  int f427;
  int f428;
  int f429;
  int f430;
  int f431;
  int f432;
  int f433;
  int f434;
  int f435;
  int f436;
  int f437;
  int f438;
  int f439;
  int f440;
  int f441;
  int f442;
  int f443;
  int f444;
  int f445;
  int f446;
  int f447;
  int f448;
  int f449;
  int f450;
  int f451;
  int f452;
  int f453;
  int f454;
  int f455;
  int f456;
  int f457;
  int f458;
  int f459;
  int f460;
  int f461;
  int f462;
  int f463;
  int f464;
  int f465;
  int f466;
  int f467;
  int f468;
  int f469;
  int f470;
  int f471;
  int f472;
  int f473;
  int f474;
  int f475;
  int f476;
  int f477;
  int f478;
  int f479;
  int f480;
  int f481;
  int f482;
  int f483;
  int f484;
  int f485;
  int f486;
  int f487;
  int f488;
  int f489;
  int f490;
  int f491;
  int f492;
  int f493;
  int f494;
  int f495;
  int f496;
  int f497;
  int f498;
  int f499;
};

struct JSONGEN_SERIALIZE Level63 {
  int depth;
};
struct JSONGEN_SERIALIZE Level62 {
  Level63 next;
};
struct JSONGEN_SERIALIZE Level61 {
  Level62 next;
};
struct JSONGEN_SERIALIZE Level60 {
  Level61 next;
};
struct JSONGEN_SERIALIZE Level59 {
  Level60 next;
};
struct JSONGEN_SERIALIZE Level58 {
  Level59 next;
};
struct JSONGEN_SERIALIZE Level57 {
  Level58 next;
};
struct JSONGEN_SERIALIZE Level56 {
  Level57 next;
};
struct JSONGEN_SERIALIZE Level55 {
  Level56 next;
};
struct JSONGEN_SERIALIZE Level54 {
  Level55 next;
};
struct JSONGEN_SERIALIZE Level53 {
  Level54 next;
};
struct JSONGEN_SERIALIZE Level52 {
  Level53 next;
};
struct JSONGEN_SERIALIZE Level51 {
  Level52 next;
};
struct JSONGEN_SERIALIZE Level50 {
  Level51 next;
};
struct JSONGEN_SERIALIZE Level49 {
  Level50 next;
};
struct JSONGEN_SERIALIZE Level48 {
  Level49 next;
};
struct JSONGEN_SERIALIZE Level47 {
  Level48 next;
};
struct JSONGEN_SERIALIZE Level46 {
  Level47 next;
};
struct JSONGEN_SERIALIZE Level45 {
  Level46 next;
};
struct JSONGEN_SERIALIZE Level44 {
  Level45 next;
};
struct JSONGEN_SERIALIZE Level43 {
  Level44 next;
};
struct JSONGEN_SERIALIZE Level42 {
  Level43 next;
};
struct JSONGEN_SERIALIZE Level41 {
  Level42 next;
};
struct JSONGEN_SERIALIZE Level40 {
  Level41 next;
};
struct JSONGEN_SERIALIZE Level39 {
  Level40 next;
};
struct JSONGEN_SERIALIZE Level38 {
  Level39 next;
};
struct JSONGEN_SERIALIZE Level37 {
  Level38 next;
};
struct JSONGEN_SERIALIZE Level36 {
  Level37 next;
};
struct JSONGEN_SERIALIZE Level35 {
  Level36 next;
};
struct JSONGEN_SERIALIZE Level34 {
  Level35 next;
};
struct JSONGEN_SERIALIZE Level33 {
  Level34 next;
};
struct JSONGEN_SERIALIZE Level32 {
  Level33 next;
};
struct JSONGEN_SERIALIZE Level31 {
  Level32 next;
};
struct JSONGEN_SERIALIZE Level30 {
  Level31 next;
};
struct JSONGEN_SERIALIZE Level29 {
  Level30 next;
};
struct JSONGEN_SERIALIZE Level28 {
  Level29 next;
};
struct JSONGEN_SERIALIZE Level27 {
  Level28 next;
};
struct JSONGEN_SERIALIZE Level26 {
  Level27 next;
};
struct JSONGEN_SERIALIZE Level25 {
  Level26 next;
};
struct JSONGEN_SERIALIZE Level24 {
  Level25 next;
};
struct JSONGEN_SERIALIZE Level23 {
  Level24 next;
};
struct JSONGEN_SERIALIZE Level22 {
  Level23 next;
};
struct JSONGEN_SERIALIZE Level21 {
  Level22 next;
};
struct JSONGEN_SERIALIZE Level20 {
  Level21 next;
};
struct JSONGEN_SERIALIZE Level19 {
  Level20 next;
};
struct JSONGEN_SERIALIZE Level18 {
  Level19 next;
};
struct JSONGEN_SERIALIZE Level17 {
  Level18 next;
};
struct JSONGEN_SERIALIZE Level16 {
  Level17 next;
};
struct JSONGEN_SERIALIZE Level15 {
  Level16 next;
};
struct JSONGEN_SERIALIZE Level14 {
  Level15 next;
};
struct JSONGEN_SERIALIZE Level13 {
  Level14 next;
};
struct JSONGEN_SERIALIZE Level12 {
  Level13 next;
};
struct JSONGEN_SERIALIZE Level11 {
  Level12 next;
};
struct JSONGEN_SERIALIZE Level10 {
  Level11 next;
};
struct JSONGEN_SERIALIZE Level9 {
  Level10 next;
};
struct JSONGEN_SERIALIZE Level8 {
  Level9 next;
};
struct JSONGEN_SERIALIZE Level7 {
  Level8 next;
};
struct JSONGEN_SERIALIZE Level6 {
  Level7 next;
};
struct JSONGEN_SERIALIZE Level5 {
  Level6 next;
};
struct JSONGEN_SERIALIZE Level4 {
  Level5 next;
};
struct JSONGEN_SERIALIZE Level3 {
  Level4 next;
};
struct JSONGEN_SERIALIZE Level2 {
  Level3 next;
};
struct JSONGEN_SERIALIZE Level1 {
  Level2 next;
};
struct JSONGEN_SERIALIZE Level0 {
  Level1 next;
};

struct JSONGEN_SERIALIZE Limits {
  Wide wide;
  Level0 deep;
};
